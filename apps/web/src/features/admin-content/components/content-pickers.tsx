import type { ContentColor } from '@cotizador/contracts/admin-content';
import { ColorSwatch, Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useContentCategories, useContentProducts } from '../api/content';

// Pickers of the slider and banner forms: a product searched on the server by name or SKU, one of
// its colours (with swatches), and a category (season) of the catalogue.

export type PickedProduct = { id: number; name: string; sku: string };

const SEARCH_DEBOUNCE_MS = 250;
/** The default placeholder grey is below AA contrast on white. */
const PLACEHOLDER_STYLES = { input: { '--input-placeholder-color': 'var(--mantine-color-gray-7)' } };

export function productLabel(product: PickedProduct): string {
  return `${product.name} (${product.sku})`;
}

type ProductPickerProps = {
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string | undefined;
};

/** A searchable select over `admin/content/products`: the server filters, at most 20 at a time. */
export function ProductPicker({ value, onChange, error }: ProductPickerProps) {
  const [search, setSearch] = useState(value ? productLabel(value) : '');
  // The label of the chosen product is what the box shows, not something to search for.
  const typed = value && search === productLabel(value) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const products = useContentProducts(debounced);
  const found = products.data?.products ?? [];
  const options = [...(value && !found.some((p) => p.id === value.id) ? [value] : []), ...found];
  const data = options.map((p) => ({ value: String(p.id), label: productLabel(p) }));

  return (
    <Select
      label="Producto (opcional)"
      description="Busca por nombre o SKU. El botón del slider abre este producto."
      placeholder="Sin producto"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar el producto' }}
      data={data}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((p) => String(p.id) === id) ?? null)}
      filter={({ options: all }) => all}
      nothingFoundMessage={products.isFetching ? 'Buscando…' : 'No hay productos activos con ese nombre o SKU.'}
      rightSection={products.isFetching ? <Loader size={14} aria-label="Buscando productos" /> : undefined}
      error={error}
      styles={PLACEHOLDER_STYLES}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type ColorPickerProps = {
  productId: number | null;
  value: number | null;
  onChange: (productColorId: number | null) => void;
  error?: string | undefined;
};

function Swatch({ color }: { color: ContentColor['color'] }) {
  return <ColorSwatch color={color.hex} size={16} aria-hidden withShadow />;
}

/** The colours of the chosen product (`product_colors` ids); operators see the chosen one first. */
export function ColorPicker({ productId, value, onChange, error }: ColorPickerProps) {
  const product = useContentProducts('', productId);
  const colors = productId === null ? [] : (product.data?.products.find((p) => p.id === productId)?.colors ?? []);
  const selected = colors.find((c) => c.id === value) ?? null;
  const byId = new Map(colors.map((c) => [String(c.id), c]));
  const noColors = productId !== null && product.isSuccess && colors.length === 0;

  return (
    <Select
      label="Color del producto (opcional)"
      description={
        productId === null
          ? 'Elige primero un producto.'
          : noColors
            ? 'Este producto no tiene colores: el vendedor verá el aviso de sin existencias.'
            : 'El vendedor verá primero este color.'
      }
      placeholder={productId === null ? 'Sin producto' : 'Sin color elegido'}
      disabled={productId === null || noColors}
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar el color' }}
      data={colors.map((c) => ({ value: String(c.id), label: c.color.name }))}
      value={selected ? String(selected.id) : null}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      leftSection={selected ? <Swatch color={selected.color} /> : undefined}
      renderOption={({ option }) => {
        const color = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {color && <Swatch color={color.color} />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      error={error}
      styles={PLACEHOLDER_STYLES}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type CategoryPickerProps = { value: number | null; onChange: (categoryId: number | null) => void; error?: string | undefined };

/** The categories (seasons, DESIGN.md §3) the banner's button filters the catalogue by. */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const categories = useContentCategories();
  const list = categories.data?.categories ?? [];
  return (
    <Select
      label="Categoría (opcional)"
      description="El botón del banner filtra el catálogo por esta temporada."
      placeholder={categories.isPending ? 'Cargando categorías…' : 'Sin categoría'}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar la categoría' }}
      data={list.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      nothingFoundMessage="No hay categorías con ese nombre."
      error={error}
      styles={PLACEHOLDER_STYLES}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
