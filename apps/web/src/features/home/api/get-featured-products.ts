import type { ProductCard, ProductPage } from '@cotizador/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { homeKeys } from './home-keys';

export const FEATURED_PRODUCTS_COUNT = 8;

/** The newest products, from GET /sales-operator/products/products-by-search-specific. */
export async function getFeaturedProducts(): Promise<ProductCard[]> {
  const page = await apiClient.get<ProductPage>('sales-operator/products/products-by-search-specific', {
    query: { page: 1, per_page: 24, order_type: 'created_at', order_sort: 'desc' },
  });
  return page.data.slice(0, FEATURED_PRODUCTS_COUNT);
}

export const featuredProductsQueryOptions = queryOptions({
  queryKey: homeKeys.featured(),
  queryFn: getFeaturedProducts,
  meta: { errorToast: false },
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions);
}
