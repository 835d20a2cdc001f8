import type { ProductCard } from '@cotizador/contracts/catalogue';
import type { FavoriteProductsResponse } from '@cotizador/contracts/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { favoritesKeys } from './favorites-keys';

/** GET /sales-operator/favorite-products/all */
export async function getFavoriteProducts(): Promise<ProductCard[]> {
  const response = await apiClient.get<FavoriteProductsResponse | null>('sales-operator/favorite-products/all');
  return response?.favorite_products ?? [];
}

export const favoriteProductsQueryOptions = queryOptions({
  queryKey: favoritesKeys.favorites(),
  queryFn: getFavoriteProducts,
  // Favourites change on other screens: always fresh when the page opens.
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useFavoriteProducts() {
  return useQuery(favoriteProductsQueryOptions);
}
