import { formatMoney } from '@cotizador/domain/format';
import { pesosToCents, quotationTotalCents, saleVolumeForUnits, unitPriceCents } from '@cotizador/domain/pricing';
import { NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCompanyPercentages } from '../api/products';
import type { ProductForm } from '../lib/product-form';

// What an operator of a company would see for this product (decision 029): the SAME domain
// functions as the API (packages/domain/src/pricing.ts), on the figures being edited, before saving.

const NONE = 'none';

export function PricePreview({ form, printTypes }: { form: ProductForm; printTypes: Map<string, string> }) {
  const companies = useCompanyPercentages();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [percentage, setPercentage] = useState<number | string>(0);
  const [customization, setCustomization] = useState<string>(NONE);
  const [units, setUnits] = useState<number | string>(100);

  const volumes = form.volumes.flatMap((v, index) =>
    v.minimum_units === '' || v.maximum_units === '' || v.base_price === ''
      ? []
      : [{ id: index, key: v.key, minimum_units: v.minimum_units, maximum_units: v.maximum_units, base: v.base_price }],
  );
  const count = typeof units === 'number' ? units : Number(units);
  const volume = Number.isInteger(count) && count > 0 ? saleVolumeForUnits(volumes, count) : undefined;
  const chosen = form.customizations.find((cu) => cu.key === customization);
  const cost = chosen && volume ? chosen.costs[volume.key] : 0;
  const pct = typeof percentage === 'number' ? percentage : Number(percentage) || 0;
  let result: string;
  if (!volume) result = 'Ningún volumen de precio incluye esas unidades.';
  else if (chosen && (cost === '' || cost === undefined)) result = 'Esta personalización no tiene costo para ese volumen.';
  else {
    const unitCents = unitPriceCents({
      baseCents: pesosToCents(volume.base),
      percentage: pct,
      costPerUnitCents: pesosToCents(cost || 0),
    });
    const box = form.box;
    const total = quotationTotalCents({
      unitCents,
      units: count,
      baseDeliveryCents: box.enabled && box.master && box.base_delivery !== '' ? pesosToCents(box.base_delivery) : null,
      maxTotalContainers: box.enabled && box.master && box.max_total_containers !== '' ? box.max_total_containers : null,
    });
    result = `Precio unitario ${formatMoney(unitCents / 100)} · Total ${formatMoney(total / 100)} (${count} piezas, con envío)`;
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="price-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="price-preview-title">
          Vista previa del precio para el vendedor
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label="Empresa"
            placeholder="Elige una empresa"
            clearable
            data={(companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={companyId}
            onChange={(value) => {
              setCompanyId(value);
              const company = companies.data?.data.find((c) => String(c.id) === value);
              if (company) setPercentage(company.percentage_indirect_expenses ?? 0);
            }}
          />
          <NumberInput
            label="Gastos indirectos (%)"
            min={0}
            max={99.99}
            decimalScale={2}
            value={percentage}
            onChange={setPercentage}
          />
          <Select
            label="Personalización"
            allowDeselect={false}
            data={[
              { value: NONE, label: 'Sin personalización' },
              ...form.customizations.map((cu) => ({
                value: cu.key,
                label: `${printTypes.get(cu.print_type_id ?? '') ?? 'Sin tipo'} · ${cu.personalization || 'sin nombre'}`,
              })),
            ]}
            value={chosen ? customization : NONE}
            onChange={(value) => setCustomization(value ?? NONE)}
          />
          <NumberInput label="Unidades" min={1} allowDecimal={false} value={units} onChange={setUnits} />
        </SimpleGrid>
        <Text fw={600} aria-live="polite" data-testid="price-preview-result">
          {result}
        </Text>
      </Stack>
    </Paper>
  );
}
