import { pesosToCents, revisionFinalPriceCents } from '@cotizador/domain/pricing';

/** The price revision form's values as typed (numbers, or '' while a field is empty). */
export type PriceFormValues = {
  units: number | string;
  number_of_positions: number | string;
  historic_base_price: number | string;
  historic_packaging_price_by_container: number | string;
  historic_cost_per_impression: number | string;
};

function num(value: number | string): number | null {
  if (value === '' || value === null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * 'Precio final' while typing: the same domain function the server prices a revision with
 * (DESIGN.md §9), so the preview is what gets stored. Null while a figure is missing or invalid.
 */
export function previewFinalPrice(values: PriceFormValues): number | null {
  const units = num(values.units);
  const base = num(values.historic_base_price);
  const packaging = num(values.historic_packaging_price_by_container);
  const impression = num(values.historic_cost_per_impression);
  if (units === null || base === null || packaging === null || impression === null) return null;
  if (!Number.isInteger(units) || units < 1 || base < 0 || packaging < 0 || impression < 0) return null;
  const cents = revisionFinalPriceCents({
    units,
    historic_base_price_cents: pesosToCents(base),
    historic_packaging_price_by_container_cents: pesosToCents(packaging),
    historic_cost_per_impression_cents: pesosToCents(impression),
  });
  return cents / 100;
}
