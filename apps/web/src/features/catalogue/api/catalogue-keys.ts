import { PRODUCT_QUERIES_ROOT } from '@/components/product-card-favorite';
import type { QueryParams } from '@/lib/api-client';

/** Query keys of the catalogue feature (the product pages sit under the product root). */
export const catalogueKeys = {
  filters: () => ['catalogue', 'filters'] as const,
  banner: () => ['catalogue', 'banner'] as const,
  searches: () => [...PRODUCT_QUERIES_ROOT, 'catalogue', 'search'] as const,
  search: (query: QueryParams) => [...catalogueKeys.searches(), query] as const,
};
