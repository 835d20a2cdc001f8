import type { OrderOption, ProductPage } from '@cotizador/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '@/lib/api-client';
import type { CatalogueFilters } from '../stores/catalogue-filters-store';
import { catalogueKeys } from './catalogue-keys';

/** SPEC §9 order options, sent as SPEC §7's order_type and order_sort. */
const ORDER_PARAMS: Record<OrderOption, { order_type: 'created_at' | 'price'; order_sort: 'asc' | 'desc' }> = {
  createdAtDesc: { order_type: 'created_at', order_sort: 'desc' },
  priceAsc: { order_type: 'price', order_sort: 'asc' },
  priceDesc: { order_type: 'price', order_sort: 'desc' },
};

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The query string of a catalogue search (lists go as `colors[]=1&colors[]=2`). */
export function toSearchQuery(filters: CatalogueFilters, page: number, perPage: number): QueryParams {
  const search = filters.searchText.trim();
  return {
    search: search === '' ? undefined : search,
    days_approx_delivery_until: filters.time ?? undefined,
    price_until_min: filters.price?.[0],
    price_until_max: filters.price?.[1],
    page,
    per_page: perPage,
    colors: sortedIds(filters.color),
    materials: sortedIds(filters.materials),
    product_types: sortedIds(filters.productTypes),
    product_versions: sortedIds(filters.productVersions),
    categories: sortedIds(filters.categories),
    ...ORDER_PARAMS[filters.orderBy],
  };
}

/** GET /sales-operator/products/products-by-search-specific */
export function searchProducts(query: QueryParams, signal?: AbortSignal): Promise<ProductPage> {
  return apiClient.get<ProductPage>('sales-operator/products/products-by-search-specific', { query, signal });
}

export const searchProductsQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: catalogueKeys.search(query),
    queryFn: ({ signal }) => searchProducts(query, signal),
    // Keep showing the previous page while the next loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useSearchProducts(query: QueryParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchProductsQueryOptions(query), enabled: options.enabled ?? true });
}
