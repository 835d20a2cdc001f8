import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProductCardGrid } from '@/components/product-card-grid';
import { paths } from '@/config/paths';
import { FEATURED_PRODUCTS_COUNT, useFeaturedProducts } from '../api/get-featured-products';

/** SPEC §2 Home: a products section with a button to the catalogue. */
export function FeaturedProducts() {
  const products = useFeaturedProducts();
  if (products.isError || (products.data && products.data.length === 0)) return null;
  return (
    <Stack component="section" aria-labelledby="home-products-title" gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} id="home-products-title" fz={{ base: 20, sm: 24 }}>
            Novedades del catálogo
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Los artículos más recientes, listos para personalizar con el logo de tu cliente.
          </Text>
        </div>
        <Button
          component={Link}
          to={paths.catalogue.href()}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          Ver catálogo completo
        </Button>
      </Group>
      <ProductCardGrid
        products={products.data}
        loading={products.isPending}
        skeletonCount={FEATURED_PRODUCTS_COUNT}
        cols={{ base: 2, sm: 3, md: 4 }}
        eagerCount={0}
      />
    </Stack>
  );
}
