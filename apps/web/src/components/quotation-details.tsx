import type { QuotationDetail } from '@cotizador/contracts/quotation-detail';
import { formatDate, formatMoney, numberFormatter } from '@cotizador/domain/format';
import { approxDeliveryDays } from '@cotizador/domain/pricing';
import { Anchor, Grid, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { historicUnitPrice } from './price-history';

// What the operator chose, laid out the same on the operator's and the admin's quotation screens.

const unitsFormatter = numberFormatter();
const daysText = (days: number | null) => (days === null ? '-' : days === 1 ? '1 día' : `${days} días`);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** SPEC §9 stored quotation: unit and final price of the newest historic price; delivery days. */
export function QuotationSummary({ quotation }: { quotation: QuotationDetail }) {
  const latest = quotation.historic_prices[0];
  const delivery =
    quotation.custom_days_approx_delivery ??
    approxDeliveryDays(quotation.custom_days_approx_customization, quotation.custom_days_approx_shipping);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Figure label="Unidades" value={`${unitsFormatter.format(latest?.units ?? quotation.units)} pzs`} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Figure label="Precio unitario" value={latest ? `${formatMoney(historicUnitPrice(latest))} MXN` : '-'} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Figure label="Precio final (sin envío)" value={latest ? `${formatMoney(latest.historic_final_price)} MXN` : '-'} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Figure label="Cajas master" value={quotation.custom_total_master_boxes?.toString() ?? '-'} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Figure label="Tiempo de entrega" value={daysText(delivery)} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Figure label="Fecha de solicitud" value={formatDate(quotation.created_at)} />
      </Grid.Col>
    </Grid>
  );
}

export function QuotationSpecifications({ quotation }: { quotation: QuotationDetail }) {
  const rows: [string, string | null][] = [
    ['Color', quotation.color.name],
    ['Tipo de personalización', quotation.print_type?.name ?? null],
    ['Personalización', quotation.personalization],
    ['Tintas', quotation.ink_text],
    ['Área de impresión', quotation.printing_area],
    ['Posiciones', quotation.number_of_positions.toString()],
    ['Cliente', quotation.brand?.client.name ?? null],
    ['Marca', quotation.brand?.name ?? null],
    ['Canal', quotation.channel?.name ?? null],
  ];
  return (
    <Grid gap="xs">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Grid.Col key={label} span={{ base: 12, sm: 6 }}>
            <Text fz="sm">
              <Text span inherit c="dimmed" fw={600}>
                {label}:
              </Text>{' '}
              {value}
            </Text>
          </Grid.Col>
        ))}
      {quotation.special_quotation && (
        <Grid.Col span={12}>
          <Text fz="sm" c="dimmed" fw={600}>
            Requerimientos
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {quotation.additional_requirements || '-'}
          </Text>
          {quotation.file && (
            <Anchor href={quotation.file} fz="sm" download>
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden />
                {quotation.file_name ?? 'Descargar archivo'}
              </Group>
            </Anchor>
          )}
        </Grid.Col>
      )}
    </Grid>
  );
}
