import type { CartItem } from '@cotizador/contracts/cart';
import { Stack, Title } from '@mantine/core';
import { ProductCardGrid } from '@/components/product-card-grid';
import { useRelatedProducts } from '../api/get-related-products';

/** SPEC §2 Cart: products of the normal items' types that are not in the cart yet. */
export function RelatedProducts({ items }: { items: readonly CartItem[] }) {
  const products = useRelatedProducts(items);
  if (products.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="related-products-title" mt="xl">
      <Title order={2} fz="h3" id="related-products-title">
        Productos relacionados
      </Title>
      <ProductCardGrid products={products} cols={{ base: 2, sm: 3, md: 4 }} eagerCount={0} />
    </Stack>
  );
}
