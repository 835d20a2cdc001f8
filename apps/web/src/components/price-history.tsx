import type { QuotationHistoricPrice } from '@cotizador/contracts/quotation-detail';
import { formatDate, formatMoney, formatNumber } from '@cotizador/domain/format';
import { pesosToCents, storedUnitPriceCents } from '@cotizador/domain/pricing';
import { Badge, Table, Text } from '@mantine/core';

/** SPEC §9 stored-quotation unit price of a historic price, in pesos. */
export function historicUnitPrice(price: QuotationHistoricPrice): number {
  return (
    storedUnitPriceCents({
      historic_base_price_cents: pesosToCents(price.historic_base_price),
      historic_packaging_price_by_container_cents: pesosToCents(price.historic_packaging_price_by_container),
      historic_cost_per_impression_cents: pesosToCents(price.historic_cost_per_impression),
    }) / 100
  );
}

/** '+$120.00 (+5 %)' against the previous final price; null for the first one. */
export function priceChange(current: number, previous: number | undefined): { text: string; up: boolean } | null {
  if (previous === undefined) return null;
  const diffCents = pesosToCents(current) - pesosToCents(previous);
  if (diffCents === 0) return { text: 'Sin cambio', up: false };
  const sign = diffCents > 0 ? '+' : '−';
  const percent = previous > 0 ? ` (${sign}${Math.abs(Math.round((diffCents / pesosToCents(previous)) * 100))} %)` : '';
  return { text: `${sign}${formatMoney(Math.abs(diffCents) / 100)}${percent}`, up: diffCents > 0 };
}

/** The price history of a quotation (newest first), shared by the operator's and admin's screens. */
export function PriceHistory({ prices, detailed = false }: { prices: readonly QuotationHistoricPrice[]; detailed?: boolean }) {
  if (prices.length === 0) return <Text c="dimmed">Aún no hay precios registrados.</Text>;
  const table = (
    <Table striped verticalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fecha</Table.Th>
          <Table.Th ta="right">Unidades</Table.Th>
          {detailed && <Table.Th ta="right">Posiciones</Table.Th>}
          {detailed && <Table.Th ta="right">Precio base</Table.Th>}
          {detailed && <Table.Th ta="right">Empaque por contenedor</Table.Th>}
          {detailed && <Table.Th ta="right">Costo por impresión</Table.Th>}
          <Table.Th ta="right">Precio unitario</Table.Th>
          <Table.Th ta="right">Precio final</Table.Th>
          <Table.Th>Cambio</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {prices.map((price, index) => {
          const change = priceChange(price.historic_final_price, prices[index + 1]?.historic_final_price);
          return (
            <Table.Tr key={`${price.created_at}-${price.historic_final_price}-${price.units}`}>
              <Table.Td>
                {formatDate(price.created_at)}
                {price.created_by && (
                  <Text span fz="xs" c="dimmed" display="block">
                    {price.created_by.name} {price.created_by.last_name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(price.units)}</Table.Td>
              {detailed && <Table.Td ta="right">{price.number_of_positions}</Table.Td>}
              {detailed && <Table.Td ta="right">{formatMoney(price.historic_base_price)}</Table.Td>}
              {detailed && <Table.Td ta="right">{formatMoney(price.historic_packaging_price_by_container)}</Table.Td>}
              {detailed && <Table.Td ta="right">{formatMoney(price.historic_cost_per_impression)}</Table.Td>}
              <Table.Td ta="right">{formatMoney(historicUnitPrice(price))}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(price.historic_final_price)}
              </Table.Td>
              <Table.Td>
                {change ? (
                  <Badge variant="light" color={change.up ? 'red' : 'teal'} c="dark.8" radius="sm">
                    {change.text}
                  </Badge>
                ) : (
                  <Text span fz="xs" c="dimmed">
                    Precio inicial
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  // Scrolls sideways on narrow screens: focusable (and named) so the keyboard can scroll it too.
  return (
    <Table.ScrollContainer
      minWidth={detailed ? 860 : 520}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Historial de precios' } }}
    >
      {table}
    </Table.ScrollContainer>
  );
}
