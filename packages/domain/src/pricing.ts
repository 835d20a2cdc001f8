// SPEC §9 pricing and quotation rules: one definition, used by the web preview and recomputed by
// the server (which never trusts a client total). Money is integer centavos (DESIGN.md §3).

import { normalizeSearchText } from './search.ts';

export const SPECIAL_PRODUCT_SKU = 'COTESPI001';
export const DIRECT_QUOTE_COMPANY_CODE = 'cpa';
export const REQUIREMENTS_MAX_LENGTH = 1000;
export const NO_PERSONALIZATION = 'No aplica';

export function isSpecialProduct(sku: string | null | undefined): boolean {
  return sku === SPECIAL_PRODUCT_SKU;
}

export function isDirectQuoteCompany(code: string | null | undefined): boolean {
  return code === DIRECT_QUOTE_COMPANY_CODE;
}

export function centsToPesos(cents: number): number {
  return Math.round(cents) / 100;
}

export function pesosToCents(pesos: number): number {
  return roundHalfUp(pesos * 100);
}

/** Half-up rounding that is not fooled by binary fractions (1.005 × 100 = 100.49999…). */
export function roundHalfUp(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  return sign * Math.floor(abs + 0.5 + 1e-9);
}

/** base / (1 − pct/100), divisor 1 when there is no percentage; rounded to centavos, half up. */
export function priceWithIndirectExpenses(baseCents: number, percentage: number | null | undefined): number {
  const pct = percentage ?? 0;
  if (!pct) return roundHalfUp(baseCents);
  return roundHalfUp((baseCents * 100) / (100 - pct));
}

/** Inverse of priceWithIndirectExpenses, for turning a shown-price bound into a base bound. */
export function baseFromShownPrice(shownCents: number, percentage: number | null | undefined): number {
  const pct = percentage ?? 0;
  return (shownCents * (100 - pct)) / 100;
}

/** SPEC §9: unit price = base / (1 − pct/100) + cost_per_unit of the sale volume. */
export function unitPriceCents(input: {
  baseCents: number;
  percentage: number | null | undefined;
  costPerUnitCents: number;
}): number {
  return priceWithIndirectExpenses(input.baseCents, input.percentage) + input.costPerUnitCents;
}

/** SPEC §9: master boxes = ceil(units / max_total_containers); null when unknown. */
export function masterBoxes(units: number, maxTotalContainers: number | null | undefined): number | null {
  if (!maxTotalContainers || maxTotalContainers <= 0 || units <= 0) return null;
  return Math.ceil(units / maxTotalContainers);
}

/** SPEC §9: total = unit price × units + base_delivery_price × master boxes. */
export function quotationTotalCents(input: {
  unitCents: number;
  units: number;
  baseDeliveryCents: number | null | undefined;
  maxTotalContainers: number | null | undefined;
}): number {
  const boxes = masterBoxes(input.units, input.maxTotalContainers) ?? 0;
  return input.unitCents * input.units + (input.baseDeliveryCents ?? 0) * boxes;
}

/** SPEC §9: approximate delivery days = days_customization + days_approx_shipping. */
export function approxDeliveryDays(
  daysCustomization: number | null | undefined,
  daysShipping: number | null | undefined,
): number | null {
  if (daysCustomization == null && daysShipping == null) return null;
  return (daysCustomization ?? 0) + (daysShipping ?? 0);
}

/** SPEC §9: stored-quotation unit price = historic base + packaging per container + cost per impression. */
export function storedUnitPriceCents(historic: {
  historic_base_price_cents: number;
  historic_packaging_price_by_container_cents: number;
  historic_cost_per_impression_cents: number;
}): number {
  return (
    historic.historic_base_price_cents +
    historic.historic_packaging_price_by_container_cents +
    historic.historic_cost_per_impression_cents
  );
}

export type SaleVolumeRange = { id: number; minimum_units: number; maximum_units: number };

/**
 * SPEC §5: min = smallest minimum (1 if none); max = the colour's stock if any, else the largest
 * maximum (1 if none). A stock above the largest sale volume is capped there: no price exists
 * beyond it, so those units could never be quoted (decision 007).
 */
export function unitsRange(
  saleVolumes: readonly SaleVolumeRange[],
  colorStock: number | null | undefined,
): { min: number; max: number } {
  const min = saleVolumes.length ? Math.min(...saleVolumes.map((v) => v.minimum_units)) : 1;
  const largest = saleVolumes.length ? Math.max(...saleVolumes.map((v) => v.maximum_units)) : 1;
  const max = colorStock && colorStock > 0 ? Math.min(colorStock, largest) : largest;
  return { min, max };
}

export function unitsInRange(units: number | null | undefined, range: { min: number; max: number }): boolean {
  return typeof units === 'number' && Number.isInteger(units) && units >= range.min && units <= range.max;
}

/** The sale volume whose range holds the units (SPEC §4: recorded when units change). */
export function saleVolumeForUnits<T extends SaleVolumeRange>(saleVolumes: readonly T[], units: number): T | undefined {
  return saleVolumes.find((v) => units >= v.minimum_units && units <= v.maximum_units);
}

/** SPEC §4: 'Tintas de impresión' for tampografía/serigrafía (accent- and case-insensitive), else 'Medidas mínimas - máximas'. */
export function personalizationLabel(printTypeName: string | null | undefined): string {
  const normalized = normalizeSearchText(printTypeName ?? '');
  return normalized.includes('tampografia') || normalized.includes('serigrafia')
    ? 'Tintas de impresión'
    : 'Medidas mínimas - máximas';
}

/** SPEC §9: '1 tinta', 'N tintas' or 'No aplica'. */
export function inkText(maxNumberInks: number | null | undefined): string {
  if (!maxNumberInks || maxNumberInks <= 0) return NO_PERSONALIZATION;
  return maxNumberInks === 1 ? '1 tinta' : `${maxNumberInks} tintas`;
}

/** SPEC §4/§9: positions default to 1, or 0 when the personalization is 'No aplica'. */
export function defaultPositions(personalization: string | null | undefined): number {
  return normalizeSearchText(personalization ?? '') === normalizeSearchText(NO_PERSONALIZATION) ? 0 : 1;
}

export type SubmitRuleInput = {
  isSpecialProduct: boolean;
  isDirectQuote: boolean;
  colorId: number | null | undefined;
  units: number | null | undefined;
  unitsRange: { min: number; max: number };
  customizationId: number | null | undefined;
  positions: number | null | undefined;
  specialQuotation: boolean;
  requirements: string | null | undefined;
  hasFile: boolean;
  channelId: number | null | undefined;
  brandId: number | null | undefined;
};

/** SPEC §5: when the action button (add to cart / update / save) is enabled. */
export function canSubmitQuotation(input: SubmitRuleInput): boolean {
  const requirements = (input.requirements ?? '').trim();
  if (requirements.length > REQUIREMENTS_MAX_LENGTH) return false;
  let ok: boolean;
  if (input.isSpecialProduct) {
    ok = Boolean(input.colorId) && typeof input.units === 'number' && input.units > 0 && requirements.length > 0 && input.hasFile;
  } else {
    ok =
      Boolean(input.colorId) &&
      unitsInRange(input.units, input.unitsRange) &&
      Boolean(input.customizationId) &&
      typeof input.positions === 'number' &&
      input.positions >= 0 &&
      (!input.specialQuotation || requirements.length > 0);
  }
  if (ok && input.isDirectQuote) {
    ok = typeof input.channelId === 'number' && input.channelId >= 1 && typeof input.brandId === 'number' && input.brandId >= 1;
  }
  return ok;
}

export type ConfigurationInput = {
  units: number;
  /** The sale volume that holds the units (undefined when none does: nothing can be priced). */
  saleVolume: { baseCents: number; daysCustomization: number | null } | null | undefined;
  /** cost_per_unit of the chosen customization for that volume; 0 when none is chosen. */
  costPerUnitCents: number;
  /** The company's percentage_indirect_expenses. */
  percentage: number | null | undefined;
  masterBox:
    | { maxTotalContainers: number | null; baseDeliveryCents: number; packagingCents: number; daysShipping: number | null }
    | null
    | undefined;
};

export type ConfigurationPrice = {
  /** Base price of the volume with the company's indirect expenses. */
  baseCents: number;
  costPerUnitCents: number;
  packagingCents: number;
  /** SPEC §9 unit price: base with indirect expenses + cost per unit. */
  unitCents: number;
  /** SPEC §9 cart line: units × unit price (what the cart and "Mis cotizaciones" show). */
  lineCents: number;
  /** SPEC §9 product-page total: line + delivery price × master boxes. */
  totalWithDeliveryCents: number;
  /** What the total adds for shipping (master boxes × delivery price). */
  shippingCents: number;
  masterBoxes: number | null;
  daysCustomization: number | null;
  daysShipping: number | null;
  deliveryDays: number | null;
};

/**
 * The one price of a configuration (SPEC §9): used by the product page's preview, the cart and
 * the API, which recomputes it and never trusts a client total.
 */
export function priceConfiguration(input: ConfigurationInput): ConfigurationPrice {
  const baseCents = input.saleVolume ? priceWithIndirectExpenses(input.saleVolume.baseCents, input.percentage) : 0;
  const costPerUnitCents = input.saleVolume ? input.costPerUnitCents : 0;
  const unitCents = baseCents + costPerUnitCents;
  const box = input.masterBox;
  const lineCents = unitCents * input.units;
  const totalWithDeliveryCents = quotationTotalCents({
    unitCents,
    units: input.units,
    baseDeliveryCents: box?.baseDeliveryCents,
    maxTotalContainers: box?.maxTotalContainers,
  });
  const daysCustomization = input.saleVolume?.daysCustomization ?? null;
  const daysShipping = box?.daysShipping ?? null;
  return {
    baseCents,
    costPerUnitCents,
    packagingCents: box?.packagingCents ?? 0,
    unitCents,
    lineCents,
    totalWithDeliveryCents,
    shippingCents: totalWithDeliveryCents - lineCents,
    masterBoxes: masterBoxes(input.units, box?.maxTotalContainers),
    daysCustomization,
    daysShipping,
    deliveryDays: approxDeliveryDays(daysCustomization, daysShipping),
  };
}

/** A price revision (DESIGN.md §9): stored unit price (rounded to centavos) × units. */
export function revisionFinalPriceCents(revision: {
  units: number;
  historic_base_price_cents: number;
  historic_packaging_price_by_container_cents: number;
  historic_cost_per_impression_cents: number;
}): number {
  return roundHalfUp(storedUnitPriceCents(revision)) * revision.units;
}
