import type { Named, ProductFiltersResponse } from '@cotizador/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** The seasons (catalogue "categories") that have products, from GET /sales-operator/products/product-filters. */
export async function getSeasons(): Promise<Named[]> {
  const response = await apiClient.get<Partial<ProductFiltersResponse> | null>('sales-operator/products/product-filters');
  return response?.filters?.categories ?? [];
}

export const seasonsQueryOptions = queryOptions({
  queryKey: homeKeys.seasons(),
  queryFn: getSeasons,
  staleTime: 5 * 60_000,
  // Decoration of the home page: no toast when it fails, the section hides.
  meta: { errorToast: false },
});

export function useSeasons() {
  return useQuery(seasonsQueryOptions);
}
