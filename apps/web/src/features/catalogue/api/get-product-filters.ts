import type { ProductFilters, ProductFiltersResponse } from '@cotizador/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** SPEC §7: when the filters are missing, delivery runs from 1 to 100 and price up to 100. */
export const FALLBACK_FILTERS: ProductFilters = {
  categories: [],
  materials: [],
  colors: [],
  product_types: [],
  product_versions: [],
  min_delivery: 1,
  max_delivery: 100,
  max_price: 100,
  price: [0, 100],
};

/** GET /sales-operator/products/product-filters */
export async function getProductFilters(): Promise<ProductFilters> {
  const response = await apiClient.get<Partial<ProductFiltersResponse> | null>('sales-operator/products/product-filters');
  const filters = response?.filters;
  if (!filters) return FALLBACK_FILTERS;
  return {
    ...FALLBACK_FILTERS,
    ...filters,
    max_delivery: filters.max_delivery > 0 ? filters.max_delivery : FALLBACK_FILTERS.max_delivery,
    max_price: filters.max_price > 0 ? filters.max_price : FALLBACK_FILTERS.max_price,
  };
}

export const productFiltersQueryOptions = queryOptions({
  queryKey: catalogueKeys.filters(),
  queryFn: getProductFilters,
  staleTime: 5 * 60_000,
});

export function useProductFilters() {
  return useQuery(productFiltersQueryOptions);
}
