import { formatMoneyMxn, numberFormatter } from '@cotizador/domain/format';
import { centsToPesos } from '@cotizador/domain/pricing';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const FIGURE_LABELS = {
  masterBoxes: 'Cajas master',
  deliveryDays: 'Entrega aproximada',
  unitPrice: 'Precio base por unidad',
  total: 'Precio total de la cotización',
} as const;

/** SPEC §2: '-' when a figure is unknown. */
export const UNKNOWN_FIGURE = '-';

const countFormatter = numberFormatter(0);

function daysText(days: number): string {
  return `${countFormatter.format(days)} ${days === 1 ? 'día' : 'días'}`;
}

type ProductFiguresProps = {
  masterBoxes: number | null;
  deliveryDays: number | null;
  unitPriceCents: number | null;
  totalCents: number | null;
  /** Extra content under the figures (for example the quotation's action button). */
  children?: ReactNode;
};

/**
 * SPEC §2 Product detail: master-box quantity, approximate delivery days, base price per unit and
 * total quotation price (MXN, '-' when unknown).
 */
export function ProductFigures({ masterBoxes, deliveryDays, unitPriceCents, totalCents, children }: ProductFiguresProps) {
  const figures = [
    { label: FIGURE_LABELS.masterBoxes, value: masterBoxes === null ? UNKNOWN_FIGURE : countFormatter.format(masterBoxes) },
    { label: FIGURE_LABELS.deliveryDays, value: deliveryDays === null ? UNKNOWN_FIGURE : daysText(deliveryDays) },
    {
      label: FIGURE_LABELS.unitPrice,
      value: unitPriceCents === null ? UNKNOWN_FIGURE : formatMoneyMxn(centsToPesos(unitPriceCents)),
    },
    { label: FIGURE_LABELS.total, value: totalCents === null ? UNKNOWN_FIGURE : formatMoneyMxn(centsToPesos(totalCents)) },
  ];
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md" component="dl" m={0}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <Text component="dt" size="xs" c="dimmed" fw={500}>
                {figure.label}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg" c="var(--mantine-color-black)">
                {figure.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {children}
      </Stack>
    </Paper>
  );
}
