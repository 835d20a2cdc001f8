import type { OrderOption } from '@cotizador/contracts/catalogue';
import { Badge, Button, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';

/** SPEC §9 catalogue order options. */
export const ORDER_OPTIONS: readonly { value: OrderOption; label: string }[] = [
  { value: 'createdAtDesc', label: 'Lo más nuevo' },
  { value: 'priceAsc', label: 'Precio: menor a mayor' },
  { value: 'priceDesc', label: 'Precio: mayor a menor' },
];

const SEARCH_MAX_LENGTH = 200;

function isOrderOption(value: string): value is OrderOption {
  return ORDER_OPTIONS.some((option) => option.value === value);
}

type CatalogueToolbarProps = {
  searchText: string;
  onSearchChange: (text: string) => void;
  /** Enter in the search box searches at once. */
  onSearchSubmit: () => void;
  orderBy: OrderOption;
  onOrderChange: (order: OrderOption) => void;
  activeFilterCount: number;
  onOpenFilters: () => void;
  /** The user points at, touches or focuses 'Filtros': the drawer's code can start loading. */
  onFiltersIntent?: () => void;
};

/** The search box, the order dropdown and, on phones, the button that opens the filters. */
export function CatalogueToolbar({
  searchText,
  onSearchChange,
  onSearchSubmit,
  orderBy,
  onOrderChange,
  activeFilterCount,
  onOpenFilters,
  onFiltersIntent,
}: CatalogueToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <form
        style={{ flex: '1 1 260px', minWidth: 0 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSearchSubmit();
        }}
      >
        <TextInput
          label="Buscar productos"
          placeholder="Nombre, SKU, material o color"
          value={searchText}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            searchText ? <CloseButton size="sm" aria-label="Borrar búsqueda" onClick={() => onSearchChange('')} /> : null
          }
          type="search"
          enterKeyHint="search"
          size="sm"
        />
      </form>
      <NativeSelect
        label="Ordenar por"
        value={orderBy}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isOrderOption(value)) onOrderChange(value);
        }}
        data={ORDER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        size="sm"
        style={{ flex: '0 1 220px' }}
      />
      <Button
        hiddenFrom="md"
        variant="default"
        size="sm"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          activeFilterCount > 0 ? (
            <Badge size="sm" circle aria-label={`${activeFilterCount} activos`}>
              {activeFilterCount}
            </Badge>
          ) : null
        }
        onClick={onOpenFilters}
        onPointerEnter={onFiltersIntent}
        onTouchStart={onFiltersIntent}
        onFocus={onFiltersIntent}
        style={{ flex: '1 1 120px' }}
      >
        Filtros
      </Button>
    </Group>
  );
}
