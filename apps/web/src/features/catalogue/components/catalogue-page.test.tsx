import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProductCard, makeProductFilters, makeProductPage } from '@/components/product-card-fixtures';
import { jsonResponse, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import { FILTER_DEBOUNCE_MS } from '../hooks/use-applied-filters';
import { DEFAULT_FILTERS, useCatalogueFiltersStore } from '../stores/catalogue-filters-store';
import { DEFAULT_PAGING, useCataloguePagingStore } from '../stores/catalogue-paging-store';

const SEARCH_PATH = '/api/sales-operator/products/products-by-search-specific';

function searches(requests: MockRequest[]): URLSearchParams[] {
  return requests
    .filter((request) => request.path.startsWith(SEARCH_PATH))
    .map((request) => new URLSearchParams(request.path.slice(SEARCH_PATH.length)));
}

function mockCatalogue(products = [makeProductCard()]) {
  return mockApi({
    'GET /api/sales-operator/products/product-filters': () => jsonResponse({ filters: makeProductFilters() }),
    'GET /api/common/banner-by-section/catalogue': () => jsonResponse({ banner: null }),
    [`GET ${SEARCH_PATH}`]: () => jsonResponse(makeProductPage(products, { last_page: 4, total: 80 })),
  });
}

async function openCatalogue(path = '/catalogue') {
  const app = renderApp(path);
  expect(await screen.findByRole('heading', { name: 'Bolígrafo Clásico Click' }, { timeout: 10_000 })).toBeInTheDocument();
  // The filter options are in place (the side panel lists the colours).
  await screen.findAllByRole('checkbox', { name: 'Azul' });
  return app;
}

const setupMatchMedia = window.matchMedia;

/** The screen's width as CSS media queries see it: wide (a desktop, ≥ 62em) or a phone. */
function screenIsWide(wide: boolean) {
  window.matchMedia = (query: string) => ({
    ...setupMatchMedia(query),
    matches: wide && query === '(min-width: 62em)',
  });
}

/** Moves fake time forward and lets React and the query cache settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  // Both the side panel (desktop) and the drawer are exercised; a desktop-wide screen renders both.
  screenIsWide(true);
  storeSession();
  useCatalogueFiltersStore.setState({ filters: DEFAULT_FILTERS });
  useCataloguePagingStore.setState({ paging: DEFAULT_PAGING });
});

afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = setupMatchMedia;
});

describe('catalogue filters (SPEC §4, §9)', { timeout: 20_000 }, () => {
  it('reloads page 1 exactly once, 1300 ms after the last filter change', async () => {
    useCataloguePagingStore.setState({ paging: { ...DEFAULT_PAGING, current_page: 3 } });
    const { requests } = mockCatalogue();
    await openCatalogue();
    expect(searches(requests)).toHaveLength(1);
    expect(searches(requests)[0]?.get('page')).toBe('3');

    vi.useFakeTimers();
    const panel = screen.getByRole('complementary', { name: 'Filtros' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Azul' }));
    await advance(800);
    // A second change restarts the wait.
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Metal' }));
    await advance(FILTER_DEBOUNCE_MS - 1);
    expect(searches(requests)).toHaveLength(1);

    await advance(1);
    expect(searches(requests)).toHaveLength(2);
    const reload = searches(requests)[1];
    expect(reload?.get('page')).toBe('1');
    expect(reload?.getAll('colors[]')).toEqual(['5']);
    expect(reload?.getAll('materials[]')).toEqual(['2']);
    expect(useCataloguePagingStore.getState().paging.current_page).toBe(1);

    await advance(5000);
    expect(searches(requests)).toHaveLength(2);
  });

  it('reloads at once on a page or page-size change', async () => {
    const { requests } = mockCatalogue();
    const { user } = await openCatalogue();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(searches(requests)[1]?.get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Productos por página'), '48');
    await waitFor(() => expect(searches(requests)).toHaveLength(3));
    expect(searches(requests)[2]?.get('per_page')).toBe('48');
    expect(searches(requests)[2]?.get('page')).toBe('1');
    expect(JSON.parse(localStorage.getItem('cotizador.catalogue-paging') ?? '{}').state.paging.per_page).toBe(48);
  });

  it('on phones applies the drawer filters only on Aceptar', async () => {
    const { requests } = mockCatalogue();
    await openCatalogue();

    // The drawer's code loads with the first click (issue 18).
    fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    vi.useFakeTimers();
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Negro' }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Navidad' }));
    await advance(10_000);
    expect(searches(requests)).toHaveLength(1);
    expect(useCatalogueFiltersStore.getState().filters.color).toEqual([]);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Aceptar' }));
    await advance(0);
    expect(searches(requests)).toHaveLength(2);
    expect(searches(requests)[1]?.getAll('colors[]')).toEqual(['2']);
    expect(searches(requests)[1]?.getAll('categories[]')).toEqual(['11']);
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument();

    await advance(5000);
    expect(searches(requests)).toHaveLength(2);
  });

  it('on a phone-wide screen renders no side panel: the filters are in the drawer', async () => {
    screenIsWide(false);
    const { requests } = mockCatalogue();
    const { user } = renderApp('/catalogue');
    expect(await screen.findByRole('heading', { name: 'Bolígrafo Clásico Click' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Azul' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    // The drawer's code loads on the first tap (issue 18): it opens once it has arrived.
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' }, { timeout: 10_000 });
    expect(await within(drawer).findByRole('checkbox', { name: 'Azul' })).toBeInTheDocument();
    expect(searches(requests)).toHaveLength(1);
  });

  it('drops the drawer changes on Cerrar', async () => {
    const { requests } = mockCatalogue();
    const { user } = await openCatalogue();

    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    // The drawer's code loads on the first tap (issue 18): it opens once it has arrived.
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' }, { timeout: 10_000 });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Negro' }));
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    expect(useCatalogueFiltersStore.getState().filters.color).toEqual([]);
    expect(searches(requests)).toHaveLength(1);
  });

  it('with ?categoryId resets filters and paging and filters by that product type', async () => {
    useCatalogueFiltersStore.setState({ filters: { ...DEFAULT_FILTERS, color: [5], searchText: 'taza', categories: [3] } });
    useCataloguePagingStore.setState({ paging: { ...DEFAULT_PAGING, current_page: 3, per_page: 48 } });
    const { requests, router } = await (async () => {
      const api = mockCatalogue();
      const app = await openCatalogue('/catalogue?categoryId=2');
      return { ...api, ...app };
    })();

    expect(searches(requests)).toHaveLength(1);
    const search = searches(requests)[0];
    expect(search?.getAll('product_types[]')).toEqual(['2']);
    expect(search?.getAll('colors[]')).toEqual([]);
    expect(search?.getAll('categories[]')).toEqual([]);
    expect(search?.get('search')).toBeNull();
    expect(search?.get('page')).toBe('1');
    expect(search?.get('per_page')).toBe('24');
    expect(useCatalogueFiltersStore.getState().filters).toMatchObject({ productTypes: [2], categoryIdSelected: 2 });
    expect(router.state.location.pathname).toBe('/catalogue');
    expect(router.state.location.search).toBe('');
    const panel = screen.getByRole('complementary', { name: 'Filtros' });
    expect(within(panel).getByRole('checkbox', { name: 'Tazas y termos' })).toBeChecked();
  });

  it('accepts the product type as /catalogue/:categoryId too', async () => {
    const { requests } = mockCatalogue();
    const { router } = await openCatalogue('/catalogue/1');
    expect(searches(requests)).toHaveLength(1);
    expect(searches(requests)[0]?.getAll('product_types[]')).toEqual(['1']);
    expect(router.state.location.pathname).toBe('/catalogue');
  });

  it('with ?temporalityId replaces the filters by that season, says so and offers them back', async () => {
    useCatalogueFiltersStore.setState({ filters: { ...DEFAULT_FILTERS, color: [5], categories: [3] } });
    const { requests } = mockCatalogue();
    const { user } = await openCatalogue('/catalogue?temporalityId=11');
    expect(searches(requests)).toHaveLength(1);
    const search = searches(requests)[0];
    expect(search?.getAll('categories[]')).toEqual(['11']);
    expect(search?.getAll('colors[]')).toEqual([]);
    expect(await screen.findByText('Reemplazamos los filtros que tenías por los de este enlace.')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Filtros activos' });
    expect(within(chips).getAllByRole('button', { name: /^Quitar filtro Temporada:/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Recuperar filtros anteriores' }));
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(searches(requests)[1]?.getAll('categories[]')).toEqual(['3']);
    expect(searches(requests)[1]?.getAll('colors[]')).toEqual(['5']);
    expect(screen.queryByText('Reemplazamos los filtros que tenías por los de este enlace.')).not.toBeInTheDocument();
  });

  it('shows the active filters as chips; removing one searches without it', async () => {
    useCatalogueFiltersStore.setState({ filters: { ...DEFAULT_FILTERS, color: [5], productTypes: [2] } });
    const { requests } = mockCatalogue();
    const { user } = await openCatalogue();
    const chips = screen.getByRole('group', { name: 'Filtros activos' });
    const remove = within(chips).getAllByRole('button', { name: /^Quitar filtro / });
    expect(remove).toHaveLength(2);
    await user.click(within(chips).getByRole('button', { name: /^Quitar filtro Color:/ }));
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(searches(requests)[1]?.getAll('colors[]')).toEqual([]);
    expect(searches(requests)[1]?.getAll('product_types[]')).toEqual(['2']);
  });

  it('sends the order as order_type and order_sort after the debounce', async () => {
    const { requests } = mockCatalogue();
    const { user } = await openCatalogue();
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Precio: menor a mayor');
    await waitFor(() => expect(searches(requests)).toHaveLength(2), { timeout: 3000 });
    expect(searches(requests)[1]?.get('order_type')).toBe('price');
    expect(searches(requests)[1]?.get('order_sort')).toBe('asc');
  });
});

describe('catalogue results (SPEC §2)', { timeout: 20_000 }, () => {
  it('shows each card with its minimum and its starting price, opening the product', async () => {
    mockCatalogue([makeProductCard({ id: 7, name: 'Bolígrafo Clásico Click', minimum_units: 100, price: 5 })]);
    await openCatalogue();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Mínimo 100 pzas')).toBeInTheDocument();
    expect(within(card).getByText('Desde $5.00 MXN')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Bolígrafo Clásico Click' })).toHaveAttribute('href', '/products/7');
    expect(within(card).getByRole('button', { name: 'Agregar Bolígrafo Clásico Click a favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Mostrando 1–1 de 80 productos')).toBeInTheDocument();
  });

  it('offers Limpiar filtros when nothing matches', async () => {
    useCatalogueFiltersStore.setState({ filters: { ...DEFAULT_FILTERS, searchText: 'zzz', color: [5] } });
    const { requests } = mockApi({
      'GET /api/sales-operator/products/product-filters': () => jsonResponse({ filters: makeProductFilters() }),
      'GET /api/common/banner-by-section/catalogue': () => jsonResponse({ banner: null }),
      [`GET ${SEARCH_PATH}`]: (request) =>
        jsonResponse(request.path.includes('search=zzz') ? makeProductPage([]) : makeProductPage([makeProductCard()])),
    });
    const { user } = { user: renderApp('/catalogue').user };
    expect(await screen.findByText('No encontramos productos con esos filtros', {}, { timeout: 10_000 })).toBeInTheDocument();

    const empty = screen.getByRole('region', { name: 'No encontramos productos con esos filtros' });
    await user.click(within(empty).getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByRole('heading', { name: 'Bolígrafo Clásico Click' })).toBeInTheDocument();
    const last = searches(requests).at(-1);
    expect(last?.get('search')).toBeNull();
    expect(last?.getAll('colors[]')).toEqual([]);
  });

  it('toggles a favourite and reloads the page of products', async () => {
    let favorite = false;
    const { requests } = mockApi({
      'GET /api/sales-operator/products/product-filters': () => jsonResponse({ filters: makeProductFilters() }),
      'GET /api/common/banner-by-section/catalogue': () => jsonResponse({ banner: null }),
      [`GET ${SEARCH_PATH}`]: () => jsonResponse(makeProductPage([makeProductCard({ is_favorite: favorite })])),
      'POST /api/sales-operator/favorite-products/edit-favorite-product': () => {
        favorite = !favorite;
        return jsonResponse({ is_favorite: favorite });
      },
    });
    const { user } = await openCatalogue();
    await user.click(screen.getByRole('button', { name: 'Agregar Bolígrafo Clásico Click a favoritos' }));
    expect(await screen.findByRole('button', { name: 'Quitar Bolígrafo Clásico Click de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const toggle = requests.find((request) => request.path.endsWith('edit-favorite-product'));
    expect(toggle?.body).toEqual({ product_id: 1 });
    expect(searches(requests)).toHaveLength(2);
  });
});
