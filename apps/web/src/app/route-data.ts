import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { catalogueBannerQueryOptions } from '@/features/catalogue/api/get-catalogue-banner';
import { productFiltersQueryOptions } from '@/features/catalogue/api/get-product-filters';
import { searchProductsQueryOptions, toSearchQuery } from '@/features/catalogue/api/search-products';
import { useCatalogueFiltersStore } from '@/features/catalogue/stores/catalogue-filters-store';
import { useCataloguePagingStore } from '@/features/catalogue/stores/catalogue-paging-store';
import { featuredProductsQueryOptions } from '@/features/home/api/get-featured-products';
import { homeDataQueryOptions } from '@/features/home/api/get-home-data';
import { seasonsQueryOptions } from '@/features/home/api/get-seasons';
import { myQuotationsQueryOptions } from '@/features/quotations/api/get-my-quotations';
import { quotationQueryOptions } from '@/features/quotations/api/get-quotation';
import { preloadImage } from '@/lib/prefetch';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';

// Issue 18: the data a screen shows first is asked for by the route's loader, in parallel with the
// screen's code, instead of after the screen has rendered. Each function starts the queries (the
// screens read the same query keys) and settles when they have: the loader waits for that, up to a
// limit, so the screen's first render already has its data (router.tsx). A failed query never fails
// the navigation: the screen shows its own error state. This module
// is loaded by the loaders themselves, so the sign-in screens never download it. The product screen
// and the signed-in frame prime their own data (`routes/product-route.tsx`, `layout/app-layout.tsx`):
// their query modules stay inside their chunks instead of splitting into more small files.

export type RouteDataContext = { queryClient: QueryClient; params: Params; url: URL };

/** Settles when every query has (`prefetchQuery` never rejects). */
const settled = (queries: Promise<unknown>[]): Promise<void> => Promise.all(queries).then(() => undefined);

function prefetchHome({ queryClient }: RouteDataContext): Promise<void> {
  return settled([
    queryClient.prefetchQuery(homeDataQueryOptions),
    queryClient.prefetchQuery(featuredProductsQueryOptions),
    queryClient.prefetchQuery(seasonsQueryOptions),
  ]);
}

function prefetchCatalogue({ queryClient, params, url }: RouteDataContext): Promise<void> {
  const first: Promise<unknown>[] = [
    queryClient.prefetchQuery(productFiltersQueryOptions),
    queryClient.fetchQuery(catalogueBannerQueryOptions).then(
      (banner) => banner?.status && preloadImage(banner.image[0]),
      () => undefined,
    ),
  ];
  // A link into the catalogue (?categoryId, ?temporalityId, /catalogue/:id) replaces the stored
  // filters first: the page searches once that is done.
  const isLink = params.categoryId !== undefined || url.searchParams.has('categoryId') || url.searchParams.has('temporalityId');
  if (!isLink) {
    const { filters } = useCatalogueFiltersStore.getState();
    const { paging } = useCataloguePagingStore.getState();
    first.push(
      queryClient.prefetchQuery(searchProductsQueryOptions(toSearchQuery(filters, paging.current_page, paging.per_page))),
    );
  }
  return settled(first);
}

function prefetchQuotations({ queryClient }: RouteDataContext): Promise<void> {
  // The first page in the default order, as "Mis cotizaciones" opens.
  return queryClient.prefetchQuery(myQuotationsQueryOptions({ page: 1, order: 'default', dateStart: null, dateEnd: null }));
}

function prefetchQuotation({ queryClient, params }: RouteDataContext): Promise<void> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return Promise.resolve();
  return queryClient.prefetchQuery(quotationQueryOptions(id));
}

/** The screens whose first data this module requests. */
export const SCREEN_DATA = {
  home: prefetchHome,
  catalogue: prefetchCatalogue,
  quotations: prefetchQuotations,
  quotation: prefetchQuotation,
} satisfies Record<string, (context: RouteDataContext) => Promise<void>>;

export type ScreenDataKey = keyof typeof SCREEN_DATA;

/**
 * Starts a signed-in screen's queries and settles when they have (nothing without a session: the
 * gate sends it to /login).
 */
export function prefetchScreenData(key: ScreenDataKey, context: RouteDataContext): Promise<void> {
  if (!selectIsLoggedIn(useSessionStore.getState())) return Promise.resolve();
  return SCREEN_DATA[key](context);
}
