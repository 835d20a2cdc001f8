import { Image } from '@mantine/core';
import { productImageUrl } from '@/components/product-card-placeholder';

type ProductThumbProps = {
  product: { sku: string; image: readonly string[] };
  alt: string;
  /** Square side in px; without it the thumbnail fills its container's width. */
  size?: number;
};

/** A product's first image, or the shared placeholder (another one for the special product). */
export function ProductThumb({ product, alt, size }: ProductThumbProps) {
  return (
    <Image
      src={productImageUrl(product)}
      alt={alt}
      w={size ?? '100%'}
      h={size ?? 'auto'}
      fit="contain"
      radius="md"
      bg="gray.0"
      style={{ flexShrink: 0, aspectRatio: '1 / 1' }}
    />
  );
}
