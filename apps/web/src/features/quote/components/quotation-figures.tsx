import { formatMoneyMxn, numberFormatter } from '@cotizador/domain/format';
import { centsToPesos } from '@cotizador/domain/pricing';
import { Box, Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBox, IconCalendarTime, IconCoin, IconReceipt } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { includesShippingLabel, WITHOUT_SHIPPING_LABEL, withoutShippingLine } from '@/lib/price-labels';
import type { QuoteFigures } from '../lib/quote-form';

const NOT_KNOWN = '-';
const unitsFormatter = numberFormatter();

type FigureProps = {
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  highlight?: boolean;
  /** What the figure includes (decision 014). */
  notes?: string[];
  children: ReactNode;
};

function Figure({ label, icon: Icon, highlight = false, notes = [], children }: FigureProps) {
  // A figure with notes takes the whole row, so the notes read as sentences.
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={highlight ? 'brand.0' : undefined}
      style={notes.length > 0 ? { gridColumn: '1 / -1' } : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={highlight ? 'brand' : 'gray'} radius="md" size={34}>
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
        <Box style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} lh={1.3}>
            {label}
          </Text>
          <Text fw={800} fz={highlight ? 'lg' : 'md'} c={highlight ? 'brand.8' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {children}
          </Text>
          {notes.map((note) => (
            <Text key={note} size="xs" c="gray.7" lh={1.35} mt={2}>
              {note}
            </Text>
          ))}
        </Box>
      </Group>
    </Paper>
  );
}

function money(cents: number | null): string {
  return cents === null ? NOT_KNOWN : formatMoneyMxn(centsToPesos(cents));
}

/** Decision 014: the total says what it includes, and gives the figure the cart will show. */
function totalNotes(figures: QuoteFigures | null): string[] {
  if (!figures || figures.totalCents === null || figures.subtotalCents === null) return [];
  if (!figures.shipping) return [WITHOUT_SHIPPING_LABEL];
  return [
    includesShippingLabel(figures.shipping.boxes, centsToPesos(figures.shipping.cents)),
    withoutShippingLine(centsToPesos(figures.subtotalCents)),
  ];
}

/** SPEC §2 Product detail: master-box quantity, delivery days, unit price and total ('-' when unknown). */
export function QuotationFigures({ figures }: { figures: QuoteFigures | null }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-label="Resumen de la cotización" role="group">
      <Figure label="Cantidad por caja master" icon={IconBox}>
        {figures?.masterBoxQuantity ? `${unitsFormatter.format(figures.masterBoxQuantity)} pzs` : NOT_KNOWN}
      </Figure>
      <Figure label="Días aproximados de entrega" icon={IconCalendarTime}>
        {figures?.deliveryDays == null ? NOT_KNOWN : `${figures.deliveryDays} ${figures.deliveryDays === 1 ? 'día' : 'días'}`}
      </Figure>
      <Figure label="Precio base por unidad" icon={IconCoin}>
        {money(figures?.unitPriceCents ?? null)}
      </Figure>
      <Figure label="Precio total de la cotización" icon={IconReceipt} highlight notes={totalNotes(figures)}>
        {money(figures?.totalCents ?? null)}
      </Figure>
    </SimpleGrid>
  );
}
