import type { Named, ProductFilters } from '@cotizador/contracts/catalogue';
import { formatMoneyMxn } from '@cotizador/domain/format';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle, IconX } from '@tabler/icons-react';
import { type CatalogueFilters, clearedFilters } from '../stores/catalogue-filters-store';
import { daysLabel } from './filter-panel';

/** One active filter: what it says and the filters without it. */
export type FilterChip = { key: string; label: string; without: (filters: CatalogueFilters) => CatalogueFilters };

type ListField = 'color' | 'materials' | 'productTypes' | 'productVersions' | 'categories';

const LIST_FIELDS: { field: ListField; prefix: string; options: (o: ProductFilters) => readonly Named[] }[] = [
  { field: 'productTypes', prefix: 'Tipo', options: (o) => o.product_types },
  { field: 'categories', prefix: 'Temporada', options: (o) => o.categories },
  { field: 'color', prefix: 'Color', options: (o) => o.colors },
  { field: 'materials', prefix: 'Material', options: (o) => o.materials },
  { field: 'productVersions', prefix: 'Versión', options: (o) => o.product_versions },
];

const pesos = (value: number) => formatMoneyMxn(value).replace('.00 ', ' ');

/** The active filters in reading order (the search text stays in its box). */
export function filterChips(filters: CatalogueFilters, options: ProductFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const { field, prefix, options: list } of LIST_FIELDS) {
    for (const id of filters[field]) {
      const name = list(options).find((item) => item.id === id)?.name ?? `#${id}`;
      chips.push({
        key: `${field}-${id}`,
        label: `${prefix}: ${name}`,
        without: (current) => ({
          ...current,
          [field]: current[field].filter((other) => other !== id),
          ...(field === 'productTypes' && current.categoryIdSelected === id ? { categoryIdSelected: null } : {}),
        }),
      });
    }
  }
  if (filters.time !== null) {
    chips.push({ key: 'time', label: `Entrega: hasta ${daysLabel(filters.time)}`, without: (f) => ({ ...f, time: null }) });
  }
  if (filters.price !== null) {
    const [low, high] = filters.price;
    chips.push({ key: 'price', label: `Precio: ${pesos(low)} – ${pesos(high)}`, without: (f) => ({ ...f, price: null }) });
  }
  return chips;
}

type ActiveFiltersProps = {
  filters: CatalogueFilters;
  options: ProductFilters;
  onChange: (next: CatalogueFilters) => void;
};

/** The active filters as removable chips above the results, with 'Limpiar filtros'. */
export function ActiveFilters({ filters, options, onChange }: ActiveFiltersProps) {
  const chips = filterChips(filters, options);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Filtros activos">
      <Text size="sm" c="dimmed" mr={4}>
        Filtros activos:
      </Text>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="light"
          size="compact-sm"
          radius="xl"
          fw={500}
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Quitar filtro ${chip.label}`}
          onClick={() => onChange(chip.without(filters))}
        >
          {chip.label}
        </Button>
      ))}
      {chips.length > 1 && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearedFilters(filters))}>
          Limpiar filtros
        </Button>
      )}
    </Group>
  );
}

/** A link replaced these filters with `next`. */
export type ReplacedFilters = { previous: CatalogueFilters; next: CatalogueFilters };

type ReplacedNoticeProps = {
  notice: ReplacedFilters;
  options: ProductFilters;
  onRestore: () => void;
  onClose: () => void;
};

/** A link (home tile, banner) replaced the filters in force: say so, and offer them back. */
export function ReplacedFiltersNotice({ notice, options, onRestore, onClose }: ReplacedNoticeProps) {
  const shown = filterChips(notice.next, options).map((chip) => chip.label);
  return (
    <Alert
      variant="light"
      color="brand"
      radius="md"
      icon={<IconInfoCircle size={20} aria-hidden />}
      role="status"
      title={shown.length > 0 ? `Mostrando ${shown.join(', ')}` : 'Mostrando todos los productos'}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onClose}
    >
      <Text size="sm">Reemplazamos los filtros que tenías por los de este enlace.</Text>
      <Button variant="subtle" size="compact-sm" mt={4} px={0} onClick={onRestore}>
        Recuperar filtros anteriores
      </Button>
    </Alert>
  );
}
