import { PRODUCT_QUERIES_ROOT } from '@/components/product-card-favorite';

/** Query keys of the favourites feature, under the product root (favourite toggles refresh them). */
export const favoritesKeys = {
  favorites: () => [...PRODUCT_QUERIES_ROOT, 'favorites'] as const,
  views: () => [...PRODUCT_QUERIES_ROOT, 'views'] as const,
};
