import { isSpecialProduct } from '@cotizador/domain/pricing';

// SPEC §9: the default product image depends on whether the SKU is the special one.
export const PRODUCT_PLACEHOLDER_URL = '/placeholders/product.svg';
export const SPECIAL_PRODUCT_PLACEHOLDER_URL = '/placeholders/special-product.svg';

export function placeholderImageFor(sku: string | null | undefined): string {
  return isSpecialProduct(sku) ? SPECIAL_PRODUCT_PLACEHOLDER_URL : PRODUCT_PLACEHOLDER_URL;
}

/** The first image of a product, else its placeholder. */
export function productImageUrl(product: { sku: string; image: readonly string[] }): string {
  return product.image[0] || placeholderImageFor(product.sku);
}
