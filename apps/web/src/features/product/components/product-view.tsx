import type { ProductDetail } from '@cotizador/contracts/catalogue';
import { Badge, Box, Container, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { useToggleFavorite } from '@/components/product-card-favorite';
import { FavoriteButton } from '@/components/product-card-favorite-button';
import { ProductCardGrid } from '@/components/product-card-grid';
import { placeholderImageFor } from '@/components/product-card-placeholder';
import { ProductInfoTabs } from '@/components/product-info-tabs';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { defaultFigures, relatedProducts } from '../utils/product-details';
import { ProductColorSwatches } from './product-color-swatches';
import { ProductFigures } from './product-figures';
import { ProductGallery } from './product-gallery';
import classes from './product-view.module.css';

export const BACK_TO_CATALOGUE_LABEL = 'Regresar al catálogo';
export const NO_CATEGORY_LABEL = 'Sin categoría';

/** What the operator should keep in mind with every product (the form states prices and shipping). */
const STANDARD_NOTES = [
  'Las imágenes son ilustrativas; los tonos pueden variar ligeramente respecto al producto real.',
  'La existencia de cada color se confirma en la respuesta de la cotización.',
  'Los días de entrega son aproximados y cuentan a partir de la aprobación del diseño.',
];

export type ProductViewProps = {
  product: ProductDetail;
  /** The selected productcolors[].id (its images fill the gallery). */
  selectedColorId: number | null;
  onSelectColor: (productColorId: number) => void;
  /** Units being quoted: drives the 'Inf. de impresión' tab (all printings when null). */
  units?: number | null;
  /** Replaces the default figures under the gallery. */
  figures?: ReactNode;
  /** The quotation form, rendered under the colour swatches. */
  form?: ReactNode;
};

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

function DefaultFigures({ product }: { product: ProductDetail }) {
  const companyPercentage = useSessionStore((state) => state.company?.percentage_indirect_expenses ?? null);
  return <ProductFigures {...defaultFigures(product, companyPercentage)} />;
}

/**
 * SPEC §2 Product detail, browsing part: back link, gallery with the favourite heart, figures,
 * name, SKU, description, categories, colours, the quotation form slot, info tabs, notes and
 * related products.
 */
export function ProductView({ product, selectedColorId, onSelectColor, units = null, figures, form }: ProductViewProps) {
  // SPEC §4: a favourite toggle refreshes the product and scrolls to the top.
  const toggleFavorite = useToggleFavorite({ onSuccess: scrollToTop });
  const selectedColor = product.productcolors.find((item) => item.id === selectedColorId) ?? null;
  const related = relatedProducts(product);
  const isFavorite = toggleFavorite.isPending ? !product.is_favorite : product.is_favorite;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Link to={paths.catalogue.href()} className={classes.back}>
            <IconArrowLeft size={18} aria-hidden />
            {BACK_TO_CATALOGUE_LABEL}
          </Link>
        </div>

        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <Stack gap="md" className={classes.media}>
              <ProductGallery
                key={selectedColor?.id ?? 'none'}
                images={selectedColor?.images ?? []}
                placeholder={placeholderImageFor(product.sku)}
                productName={product.name}
                colorName={selectedColor?.color.name ?? null}
                favorite={
                  <FavoriteButton
                    productName={product.name}
                    isFavorite={isFavorite}
                    loading={toggleFavorite.isPending}
                    onToggle={() => toggleFavorite.mutate(product.id)}
                    size="xl"
                  />
                }
              />
              {figures ?? <DefaultFigures product={product} />}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={2} fz={{ base: 24, sm: 30 }} lh={1.2}>
                  {product.name}
                </Title>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    SKU:{' '}
                    <Text span fw={600} c="var(--mantine-color-black)" ff="monospace">
                      {product.sku}
                    </Text>
                  </Text>
                  <CopyButton value={product.sku} label="Copiar SKU" />
                </Group>
              </Stack>

              {product.description && (
                <Text size="md" lh={1.6} c="gray.8">
                  {product.description}
                </Text>
              )}

              <Box>
                <Text size="sm" fw={600} mb={6}>
                  Categorías
                </Text>
                {product.categories.length > 0 ? (
                  <Group gap={6}>
                    {product.categories.map((category) => (
                      <Badge key={category.id} variant="light" radius="sm" size="lg" tt="none" fw={500}>
                        {category.name}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {NO_CATEGORY_LABEL}
                  </Text>
                )}
              </Box>

              <ProductColorSwatches colors={product.productcolors} selectedColorId={selectedColorId} onSelect={onSelectColor} />

              {form}

              <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
                <ProductInfoTabs product={product} units={units} />
              </Paper>

              <section aria-labelledby="product-notes-title" className={classes.notes}>
                <Text id="product-notes-title" fw={700} size="sm" mb={4} c="brand.8">
                  NOTAS
                </Text>
                {product.notes && (
                  <Text size="sm" mb={4}>
                    {product.notes}
                  </Text>
                )}
                <List size="sm" spacing={2} c="gray.8">
                  {STANDARD_NOTES.map((note) => (
                    <List.Item key={note}>{note}</List.Item>
                  ))}
                </List>
              </section>
            </Stack>
          </Grid.Col>
        </Grid>

        {related.length > 0 && (
          <Stack component="section" aria-labelledby="related-products-title" gap="md" mt="xl">
            <Title order={2} id="related-products-title" fz={{ base: 22, sm: 26 }}>
              Productos relacionados
            </Title>
            <ProductCardGrid products={related} cols={{ base: 2, sm: 3, md: 4, lg: 5 }} eagerCount={0} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
