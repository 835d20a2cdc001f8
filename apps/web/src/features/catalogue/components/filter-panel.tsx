import type { Color, Named, ProductFilters } from '@cotizador/contracts/catalogue';
import { formatMoneyMxn } from '@cotizador/domain/format';
import { Anchor, Checkbox, Group, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { CatalogueFilters } from '../stores/catalogue-filters-store';
import classes from './catalogue.module.css';

type FilterPanelProps = {
  value: CatalogueFilters;
  onChange: (patch: Partial<CatalogueFilters>) => void;
  options: ProductFilters;
  /** Keeps element ids unique when the panel shows twice (side panel and drawer). */
  idPrefix: string;
};

/** SPEC §9: the delivery-time slider is labelled day or days. */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'día' : 'días'}`;
}

const pesos = (value: number) => formatMoneyMxn(value).replace('.00 ', ' ');

function FilterSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function SliderBounds({ low, high }: { low: string; high: string }) {
  return (
    <Group justify="space-between" gap="xs" aria-hidden>
      <Text size="xs" c="dimmed">
        {low}
      </Text>
      <Text size="xs" c="dimmed">
        {high}
      </Text>
    </Group>
  );
}

const COLLAPSED_ITEMS = 6;

type CheckListProps<T extends Named> = {
  items: readonly T[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  idPrefix: string;
  renderLabel?: (item: T) => ReactNode;
};

function CheckList<T extends Named>({ items, selected, onChange, idPrefix, renderLabel }: CheckListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin opciones disponibles
      </Text>
    );
  }
  // Chosen items always stay visible, even when the list is collapsed.
  const visible = expanded ? items : items.filter((item, index) => index < COLLAPSED_ITEMS || selected.includes(item.id));
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected.filter((value) => value !== id), id] : selected.filter((value) => value !== id));
  return (
    <Stack gap={8}>
      {visible.map((item) => (
        <Checkbox
          key={item.id}
          id={`${idPrefix}-${item.id}`}
          size="sm"
          checked={selected.includes(item.id)}
          onChange={(event) => toggle(item.id, event.currentTarget.checked)}
          label={renderLabel ? renderLabel(item) : item.name}
        />
      ))}
      {items.length > COLLAPSED_ITEMS && (
        <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Ver menos' : `Ver todos (${items.length})`}
        </Anchor>
      )}
    </Stack>
  );
}

function DeliverySlider({
  value,
  max,
  onCommit,
}: {
  value: number | null;
  max: number;
  onCommit: (days: number | null) => void;
}) {
  const committed = Math.min(value ?? max, max);
  const [local, setLocal] = useState(committed);
  useEffect(() => setLocal(committed), [committed]);
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        Hasta <strong>{daysLabel(local)}</strong>
      </Text>
      <Slider
        min={1}
        max={max}
        step={1}
        value={local}
        onChange={setLocal}
        onChangeEnd={(days) => onCommit(days >= max ? null : days)}
        label={daysLabel}
        thumbLabel="Días máximos de entrega"
        mx={4}
      />
      <SliderBounds low={daysLabel(1)} high={daysLabel(max)} />
    </Stack>
  );
}

function PriceSlider({
  value,
  max,
  onCommit,
}: {
  value: [number, number] | null;
  max: number;
  onCommit: (range: [number, number] | null) => void;
}) {
  const low = Math.min(value?.[0] ?? 0, max);
  const high = Math.min(value?.[1] ?? max, max);
  const [local, setLocal] = useState<[number, number]>([low, high]);
  useEffect(() => setLocal([low, high]), [low, high]);
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        De <strong>{pesos(local[0])}</strong> a <strong>{pesos(local[1])}</strong>
      </Text>
      <RangeSlider
        min={0}
        max={max}
        step={1}
        minRange={0}
        value={local}
        onChange={setLocal}
        onChangeEnd={(range) => onCommit(range[0] <= 0 && range[1] >= max ? null : range)}
        label={pesos}
        thumbFromLabel="Precio mínimo"
        thumbToLabel="Precio máximo"
        mx={4}
      />
      <SliderBounds low={pesos(0)} high={pesos(max)} />
    </Stack>
  );
}

/**
 * SPEC §2 Catalogue filters: delivery-time slider, price slider, colours, materials, product
 * types, product versions and categories (seasons). Controlled: the side panel edits the stored
 * filters, the phone drawer a draft it applies on 'Aceptar'.
 */
export function FilterPanel({ value, onChange, options, idPrefix }: FilterPanelProps) {
  return (
    <Stack gap="xl">
      <FilterSection legend="Tiempo de entrega">
        <DeliverySlider value={value.time} max={options.max_delivery} onCommit={(time) => onChange({ time })} />
      </FilterSection>
      <FilterSection legend="Precio por pieza (MXN)">
        <PriceSlider value={value.price} max={options.max_price} onCommit={(price) => onChange({ price })} />
      </FilterSection>
      <FilterSection legend="Colores">
        <CheckList<Color>
          items={options.colors}
          selected={value.color}
          onChange={(color) => onChange({ color })}
          idPrefix={`${idPrefix}-color`}
          renderLabel={(item) => (
            <span>
              <span className={classes.swatch} style={{ background: item.hex }} aria-hidden />
              {item.name}
            </span>
          )}
        />
      </FilterSection>
      <FilterSection legend="Materiales">
        <CheckList
          items={options.materials}
          selected={value.materials}
          onChange={(materials) => onChange({ materials })}
          idPrefix={`${idPrefix}-material`}
        />
      </FilterSection>
      <FilterSection legend="Tipos de producto">
        <CheckList
          items={options.product_types}
          selected={value.productTypes}
          onChange={(productTypes) => onChange({ productTypes })}
          idPrefix={`${idPrefix}-type`}
        />
      </FilterSection>
      <FilterSection legend="Versiones de producto">
        <CheckList
          items={options.product_versions}
          selected={value.productVersions}
          onChange={(productVersions) => onChange({ productVersions })}
          idPrefix={`${idPrefix}-version`}
        />
      </FilterSection>
      <FilterSection legend="Temporadas">
        <CheckList
          items={options.categories}
          selected={value.categories}
          onChange={(categories) => onChange({ categories })}
          idPrefix={`${idPrefix}-season`}
        />
      </FilterSection>
    </Stack>
  );
}
