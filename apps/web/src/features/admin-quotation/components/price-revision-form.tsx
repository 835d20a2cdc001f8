import type { AdminQuotationDetail, PriceRevisionBody } from '@cotizador/contracts/admin-quotations';
import { formatMoney } from '@cotizador/domain/format';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { type PriceFormValues, previewFinalPrice } from '../lib/price-preview';

export const PRICE_FIELDS: readonly { name: keyof PriceFormValues; label: string; money: boolean }[] = [
  { name: 'units', label: 'Unidades', money: false },
  { name: 'number_of_positions', label: 'Posiciones', money: false },
  { name: 'historic_base_price', label: 'Precio base', money: true },
  { name: 'historic_packaging_price_by_container', label: 'Empaque por contenedor', money: true },
  { name: 'historic_cost_per_impression', label: 'Costo por impresión', money: true },
];

/** The newest stored figures, or the quotation's own units and positions when there is no price yet. */
export function initialPriceValues(quotation: AdminQuotationDetail): PriceFormValues {
  const latest = quotation.historic_prices[0];
  return {
    units: latest?.units ?? quotation.units,
    number_of_positions: latest?.number_of_positions ?? quotation.number_of_positions,
    historic_base_price: latest?.historic_base_price ?? '',
    historic_packaging_price_by_container: latest?.historic_packaging_price_by_container ?? '',
    historic_cost_per_impression: latest?.historic_cost_per_impression ?? '',
  };
}

type PriceRevisionFormProps = {
  quotation: AdminQuotationDetail;
  onSave: (body: PriceRevisionBody) => Promise<unknown>;
};

/** 'Precio final' updates while typing, priced by the domain function the server stores with. */
export function PriceRevisionForm({ quotation, onSave }: PriceRevisionFormProps) {
  const [values, setValues] = useState<PriceFormValues>(() => initialPriceValues(quotation));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = previewFinalPrice(values);

  const save = useAction(async () => {
    if (preview === null) return;
    setErrors({});
    try {
      await onSave({
        units: Number(values.units),
        number_of_positions: Number(values.number_of_positions),
        historic_base_price: Number(values.historic_base_price),
        historic_packaging_price_by_container: Number(values.historic_packaging_price_by_container),
        historic_cost_per_impression: Number(values.historic_cost_per_impression),
      });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list[0] ?? ''])));
      }
      throw error;
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save.run();
  };

  return (
    <Paper component="form" withBorder radius="md" p="md" onSubmit={submit} noValidate aria-labelledby="price-form-title">
      <Stack gap="sm">
        <Text id="price-form-title" fw={700}>
          Revisión de precio
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {PRICE_FIELDS.map((field) => (
            <NumberInput
              key={field.name}
              label={field.label}
              value={values[field.name]}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              min={field.name === 'units' ? 1 : 0}
              max={field.name === 'number_of_positions' ? 20 : 10_000_000}
              allowNegative={false}
              allowDecimal={field.money}
              decimalScale={field.money ? 2 : 0}
              fixedDecimalScale={field.money}
              thousandSeparator=","
              prefix={field.money ? '$' : undefined}
              error={errors[field.name]}
              inputMode={field.money ? 'decimal' : 'numeric'}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
              Precio final
            </Text>
            <Text fz="xl" fw={800} data-testid="price-preview" aria-live="polite">
              {preview === null ? '—' : `${formatMoney(preview)} MXN`}
            </Text>
          </div>
          <Button type="submit" loading={save.pending} disabled={preview === null}>
            Guardar precio
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
