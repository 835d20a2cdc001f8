import type { LoaderFunction, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProductDetail, makeProductPage } from '@/components/product-card-fixtures';
import { useCatalogueFiltersStore } from '@/features/catalogue/stores/catalogue-filters-store';
import { useNotificationsStore } from '@/features/notifications/stores/notifications-store';
import { productKeys } from '@/features/product/api/get-product';
import { quotationKeys } from '@/features/quotations/api/get-my-quotations';
import { forgetAppConfig } from '@/lib/brand';
import { prefetchProductScreen, setProductPrefetcher } from '@/lib/prefetch';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { storeSession } from '@/testing/render-app';
import { prefetchShellData } from './layout/app-layout';
import { FIRST_DATA_WAIT_MS } from './priming-loader';
import { readyQueryClient } from './query-client-source';
import { prefetchScreenData } from './route-data';
import { createRoutes } from './router';
import { prefetchProductData, prefetchProductOnIntent } from './routes/product-route';

const PRODUCT_PATH = '/api/sales-operator/products/product-by-id-and-sales-operator';
const SEARCH_PATH = '/api/sales-operator/products/products-by-search-specific';

/** The images the module asked the browser to fetch ahead (`new Image().src = …`). */
const preloaded: string[] = [];
class RecordingImage {
  fetchPriority = 'auto';
  decoding = 'auto';
  set src(url: string) {
    preloaded.push(url);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function context(path: string, params: Record<string, string> = {}) {
  return { queryClient: createQueryClient(), params, url: new URL(path, 'http://localhost') };
}

describe('route data: the first screen’s queries start in the loader (issue 18)', () => {
  beforeEach(() => {
    preloaded.length = 0;
    vi.stubGlobal('Image', RecordingImage);
  });
  afterEach(() => {
    useSessionStore.getState().clear();
    useCatalogueFiltersStore.getState().resetFilters();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks for nothing without a session (the gate sends the guest to /login)', async () => {
    const { requests } = mockApi();
    prefetchScreenData('home', context('/'));
    prefetchProductData(context('/products/7', { id: '7' }));
    await flush();
    expect(requests).toEqual([]);
  });

  it('fetches the product and then its first image, and caches the product under the screen’s key', async () => {
    storeSession();
    const product = makeProductDetail({ id: 7 });
    const firstImage = product.productcolors[0]?.images[0];
    expect(firstImage).toBeTruthy();
    const { requests } = mockApi({ [`GET ${PRODUCT_PATH}/7`]: () => jsonResponse({ product }) });
    const ctx = context('/products/7', { id: '7' });
    prefetchProductData(ctx);
    await vi.waitFor(() => expect(preloaded).toEqual([firstImage]));
    expect(requests.map((request) => request.path)).toEqual([`${PRODUCT_PATH}/7`]);
    expect(ctx.queryClient.getQueryData(productKeys.detail(7))).toEqual(product);
  });

  it('does not ask for a product id that is not one', async () => {
    storeSession();
    const { requests } = mockApi();
    prefetchProductData(context('/products/abc', { id: 'abc' }));
    await flush();
    expect(requests).toEqual([]);
  });

  it('searches the catalogue with the stored filters, but not when a link is about to replace them', async () => {
    storeSession();
    useCatalogueFiltersStore.getState().setFilters({ searchText: 'taza' });
    const { requests } = mockApi({
      [`GET ${SEARCH_PATH}`]: () => jsonResponse(makeProductPage([])),
      'GET /api/sales-operator/products/product-filters': () => jsonResponse({}),
      'GET /api/common/banner-by-section/catalogue': () => jsonResponse(null),
    });
    prefetchScreenData('catalogue', context('/catalogue?categoryId=3'));
    await flush();
    expect(requests.some((request) => request.path.startsWith(SEARCH_PATH))).toBe(false);

    prefetchScreenData('catalogue', context('/catalogue'));
    await vi.waitFor(() => expect(requests.some((request) => request.path.startsWith(SEARCH_PATH))).toBe(true));
    const search = requests.find((request) => request.path.startsWith(SEARCH_PATH));
    expect(search?.path).toContain('search=taza');
    expect(search?.path).toContain('page=1');
  });

  it('starts the frame’s bell and cart with the session, the brand always', async () => {
    const guest = mockApi({ 'GET /api/sales-operator/notifications': () => jsonResponse({ notifications: [] }) });
    prefetchShellData(createQueryClient());
    await flush();
    expect(guest.requests.map((request) => request.path)).toEqual(['/api/app-config']);

    storeSession();
    forgetAppConfig(); // another page load
    const signedIn = mockApi({ 'GET /api/sales-operator/notifications': () => jsonResponse({ notifications: [] }) });
    prefetchShellData(createQueryClient());
    await flush();
    expect(signedIn.requests.map((request) => request.path).sort()).toEqual([
      '/api/app-config',
      '/api/sales-operator/cart',
      '/api/sales-operator/notifications',
    ]);
  });

  it('prefetches a product once per card it is pointed at', async () => {
    storeSession();
    const queryClient = createQueryClient();
    const { requests } = mockApi({
      [`GET ${PRODUCT_PATH}/9`]: () => jsonResponse({ product: makeProductDetail({ id: 9 }) }),
    });
    setProductPrefetcher((id) => prefetchProductOnIntent(queryClient, id));
    prefetchProductScreen(9);
    prefetchProductScreen(9);
    await vi.waitFor(() => expect(queryClient.getQueryData(productKeys.detail(9))).toBeDefined());
    expect(requests.filter((request) => request.path === `${PRODUCT_PATH}/9`)).toHaveLength(1);
    setProductPrefetcher(null);
  });
});

describe('route loaders wait for the first data, within a limit (issue 18)', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    localStorage.clear();
    vi.useRealTimers();
  });

  /** The loader of the route at `path` in the app's route tree (with a query client). */
  function loaderAt(routes: RouteObject[], path: string): LoaderFunction {
    const walk = (list: RouteObject[]): RouteObject | undefined => {
      for (const route of list) {
        if (route.path === path) return route;
        const found = route.children ? walk(route.children) : undefined;
        if (found) return found;
      }
      return undefined;
    };
    const loader = walk(routes)?.loader;
    if (typeof loader !== 'function') throw new Error(`No loader at ${path}`);
    return loader;
  }

  const run = (loader: LoaderFunction, path: string) => {
    const url = new URL(path, 'http://localhost');
    return Promise.resolve(loader({ request: new Request(url), url, pattern: path, params: {}, context: undefined }));
  };

  it('settles only once the screen’s data has arrived, and the screen finds it in the cache', async () => {
    storeSession();
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /api/sales-operator/quotations/all-my-quotations-created': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const queryClient = createQueryClient();
    const loader = loaderAt(createRoutes(readyQueryClient(queryClient)), '/quotations');
    let settled = false;
    const loading = run(loader, '/quotations').then(() => {
      settled = true;
    });
    await flush();
    await flush();
    expect(settled).toBe(false);

    answer(jsonResponse({ data: [], current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 }));
    await loading;
    expect(settled).toBe(true);
    const params = { page: 1, order: 'default', dateStart: null, dateEnd: null } as const;
    expect(queryClient.getQueryData(quotationKeys.list(params))).toMatchObject({ total: 0 });
  });

  it('does not fail the navigation when the data fails, and stops waiting after FIRST_DATA_WAIT_MS', async () => {
    storeSession();
    mockApi({ 'GET /api/sales-operator/quotations/all-my-quotations-created': () => jsonResponse({ message: 'x' }, 500) });
    await expect(
      run(loaderAt(createRoutes(readyQueryClient(createQueryClient())), '/quotations'), '/quotations'),
    ).resolves.toBeNull();

    vi.useFakeTimers();
    mockApi({ 'GET /api/sales-operator/quotations/all-my-quotations-created': () => new Promise<Response>(() => {}) });
    let settled = false;
    const loading = run(loaderAt(createRoutes(readyQueryClient(createQueryClient())), '/quotations'), '/quotations').then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 10);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    await loading;
    expect(settled).toBe(true);
  });

  it('the frame’s loader puts the stored notifications in the bell before the first render', async () => {
    storeSession();
    const notification = {
      type: 'STATUS_QUOTATION',
      data: { id: 4, status: 'EN_PROCESO', product: { image: [] } },
    };
    mockApi({ 'GET /api/sales-operator/notifications': () => jsonResponse({ notifications: [notification], unread: 1 }) });
    await prefetchShellData(createQueryClient());
    const { messages, seenCount } = useNotificationsStore.getState();
    expect(messages).toHaveLength(1);
    expect(seenCount).toBe(0);
    useNotificationsStore.getState().clear();
  });
});
