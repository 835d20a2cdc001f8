import type { ProductCard } from '@cotizador/contracts/catalogue';
import type { ProductViewsResponse } from '@cotizador/contracts/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { favoritesKeys } from './favorites-keys';

/** GET /sales-operator/product-views/all: recently viewed, newest first. */
export async function getViewedProducts(): Promise<ProductCard[]> {
  const response = await apiClient.get<ProductViewsResponse | null>('sales-operator/product-views/all');
  return response?.products_views ?? [];
}

export const viewedProductsQueryOptions = queryOptions({
  queryKey: favoritesKeys.views(),
  queryFn: getViewedProducts,
  // Every product opened elsewhere adds a view: always fresh when the page opens.
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useViewedProducts() {
  return useQuery(viewedProductsQueryOptions);
}
