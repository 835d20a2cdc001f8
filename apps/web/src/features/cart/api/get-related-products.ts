import type { CartItem } from '@cotizador/contracts/cart';
import type { ProductCard, ProductPage } from '@cotizador/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_QUERIES_ROOT } from '@/components/product-card-favorite';
import { apiClient } from '@/lib/api-client';

/** How many related products the cart shows at most (two rows on a wide screen). */
export const RELATED_PRODUCTS_LIMIT = 8;
/** The catalogue page size asked for; enough to still have products after excluding the cart's. */
const RELATED_PRODUCTS_PAGE_SIZE = 24;

/** SPEC §2 Cart: related products come from the product types of the normal items. */
export function relatedProductTypeIds(items: readonly CartItem[]): number[] {
  const ids = items
    .filter((item) => !item.special_quotation)
    .flatMap((item) => item.product.product_types?.map((type) => type.id) ?? []);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** GET /sales-operator/products/products-by-search-specific filtered by product_types[]. */
export function getProductsOfTypes(productTypeIds: number[]): Promise<ProductPage> {
  return apiClient.get<ProductPage>('sales-operator/products/products-by-search-specific', {
    query: { page: 1, per_page: RELATED_PRODUCTS_PAGE_SIZE, product_types: productTypeIds },
  });
}

export function relatedProductsQueryOptions(productTypeIds: number[]) {
  return queryOptions({
    // Under the product root, so a favourite toggle on a card refreshes its heart.
    queryKey: [...PRODUCT_QUERIES_ROOT, 'cart-related', productTypeIds] as const,
    queryFn: () => getProductsOfTypes(productTypeIds),
    enabled: productTypeIds.length > 0,
    staleTime: 5 * 60_000,
    // Related products are a suggestion: their failure need not interrupt the cart.
    meta: { errorToast: false },
  });
}

/** Related products of the cart, without the products already in it, deduplicated by id. */
export function useRelatedProducts(items: readonly CartItem[]): ProductCard[] {
  const typeIds = relatedProductTypeIds(items);
  const { data } = useQuery(relatedProductsQueryOptions(typeIds));
  if (typeIds.length === 0 || !data) return [];
  const inCart = new Set(items.map((item) => item.product_id));
  const seen = new Set<number>();
  const related: ProductCard[] = [];
  for (const product of data.data) {
    if (inCart.has(product.id) || seen.has(product.id)) continue;
    seen.add(product.id);
    related.push(product);
    if (related.length === RELATED_PRODUCTS_LIMIT) break;
  }
  return related;
}
