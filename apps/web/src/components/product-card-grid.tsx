import type { ProductCard as ProductCardData } from '@cotizador/contracts/catalogue';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { useDeferredValue } from 'react';
import { ProductCard, ProductCardSkeleton } from './product-card';

type ProductCardGridProps = {
  products: readonly ProductCardData[] | undefined;
  loading?: boolean;
  skeletonCount?: number;
  cols?: SimpleGridProps['cols'];
  titleOrder?: 2 | 3 | 4;
  /** How many first cards load their image at once (above the fold). */
  eagerCount?: number;
};

const DEFAULT_COLS: SimpleGridProps['cols'] = { base: 2, sm: 3, md: 4 };

/** A responsive grid of product cards, with card-shaped skeletons while loading. */
export function ProductCardGrid({
  products,
  loading = false,
  skeletonCount = 8,
  cols = DEFAULT_COLS,
  titleOrder = 3,
  eagerCount = 4,
}: ProductCardGridProps) {
  // The cards render in the background (in slices React can interrupt) when the products arrive,
  // not in one long task that blocks the phone's main thread (issue 18).
  const shown = useDeferredValue(products);
  if (loading || !shown) {
    return (
      <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'md' }} aria-busy role="status" aria-label="Cargando productos">
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'md' }}>
      {shown.map((product, index) => (
        <ProductCard key={product.id} product={product} titleOrder={titleOrder} eagerImage={index < eagerCount} />
      ))}
    </SimpleGrid>
  );
}
