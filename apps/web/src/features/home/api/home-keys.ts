import { PRODUCT_QUERIES_ROOT } from '@/components/product-card-favorite';

/** Query keys of the home feature (the featured products sit under the product root). */
export const homeKeys = {
  data: () => ['home', 'data'] as const,
  seasons: () => ['home', 'seasons'] as const,
  featured: () => [...PRODUCT_QUERIES_ROOT, 'home', 'featured'] as const,
};
