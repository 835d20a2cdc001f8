import {
  approxDeliveryDays,
  masterBoxes,
  priceWithIndirectExpenses,
  quotationTotalCents,
  saleVolumeForUnits,
} from '@cotizador/domain/pricing';
import type { PricingContext } from './pricing-context.repository.ts';

export type LinePrice = {
  /** Base price of the sale volume with the company's indirect expenses (centavos). */
  baseCents: number;
  costPerUnitCents: number;
  packagingCents: number;
  /** SPEC §9 unit price: base with indirect expenses + cost per unit of the sale volume. */
  unitCents: number;
  /** SPEC §9 cart line final price: units × unit price. */
  lineCents: number;
  /** SPEC §9 product-page total: unit price × units + delivery price × master boxes. */
  totalWithDeliveryCents: number;
  masterBoxes: number | null;
  daysCustomization: number | null;
  daysShipping: number | null;
  deliveryDays: number | null;
  saleVolumeId: number | null;
};

/**
 * Price a configuration from current product data (the server never trusts client totals).
 * The sale volume is the one that holds the units; the cost per unit comes from the chosen
 * customization's pivot for that volume (0 when there is none, e.g. the special product).
 */
export function priceLine(
  ctx: PricingContext,
  input: { units: number; customizationId: number | null },
  percentage: number | null,
): LinePrice {
  const volume = saleVolumeForUnits(ctx.saleVolumes, input.units) ?? null;
  const customization = input.customizationId ? ctx.customizations.find((c) => c.id === input.customizationId) : undefined;
  const costPerUnitCents = volume && customization ? (customization.costs.get(volume.id) ?? 0) : 0;
  const baseCents = volume ? priceWithIndirectExpenses(volume.base_price_cents, percentage) : 0;
  const unitCents = baseCents + costPerUnitCents;
  const box = ctx.masterBox;
  return {
    baseCents,
    costPerUnitCents,
    packagingCents: box?.packaging_price_cents ?? 0,
    unitCents,
    lineCents: unitCents * input.units,
    totalWithDeliveryCents: quotationTotalCents({
      unitCents,
      units: input.units,
      baseDeliveryCents: box?.base_delivery_price_cents,
      maxTotalContainers: box?.max_total_containers,
    }),
    masterBoxes: masterBoxes(input.units, box?.max_total_containers),
    daysCustomization: volume?.days_customization ?? null,
    daysShipping: box?.days_approx_shipping ?? null,
    deliveryDays: approxDeliveryDays(volume?.days_customization, box?.days_approx_shipping),
    saleVolumeId: volume?.id ?? null,
  };
}
