import type { ProductCard } from '@cotizador/contracts/catalogue';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ProductCardGrid } from '@/components/product-card-grid';
import { paths } from '@/config/paths';
import { useFavoriteProducts } from '../api/get-favorite-products';
import { useViewedProducts } from '../api/get-viewed-products';

type ProductSectionProps = {
  id: string;
  title: string;
  products: ProductCard[] | undefined;
  loading: boolean;
  empty: ReactNode;
};

function ProductSection({ id, title, products, loading, empty }: ProductSectionProps) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Title order={2} id={id} fz={{ base: 20, sm: 24 }}>
        {title}
        {products && products.length > 0 && (
          <Text span c="dimmed" fw={500} fz="md" ml={8}>
            ({products.length})
          </Text>
        )}
      </Title>
      {!loading && products && products.length === 0 ? (
        empty
      ) : (
        <ProductCardGrid products={products} loading={loading} skeletonCount={4} cols={{ base: 2, sm: 3, md: 4, lg: 5 }} />
      )}
    </Stack>
  );
}

function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={700} mt="xs">
          {title}
        </Text>
        <Text c="dimmed" size="sm" maw={440}>
          {text}
        </Text>
        {action && (
          <Button component={Link} to={paths.catalogue.href()} mt="sm" variant="light">
            Explorar el catálogo
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** SPEC §2 Favourites: 'Mis favoritos' and 'Vistos recientemente'. */
export function FavoritesPage() {
  const favorites = useFavoriteProducts();
  const views = useViewedProducts();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap={40}>
        <PageTitle />
        <ProductSection
          id="favorites-title"
          title="Mis favoritos"
          products={favorites.data}
          loading={favorites.isPending}
          empty={
            <EmptyState
              icon={<IconHeart size={30} stroke={1.5} aria-hidden />}
              title="Aún no tienes productos favoritos"
              text="Toca el corazón de cualquier producto para guardarlo aquí y encontrarlo rápido cuando lo necesites."
              action
            />
          }
        />
        <ProductSection
          id="views-title"
          title="Vistos recientemente"
          products={views.data}
          loading={views.isPending}
          empty={
            <EmptyState
              icon={<IconEye size={30} stroke={1.5} aria-hidden />}
              title="Todavía no has visto productos"
              text="Los productos que abras aparecerán aquí para que retomes tus cotizaciones donde las dejaste."
            />
          }
        />
      </Stack>
    </Container>
  );
}
