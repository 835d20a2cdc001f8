import { type ConfigurationPrice, priceConfiguration, saleVolumeForUnits } from '@cotizador/domain/pricing';
import type { PricingContext } from './pricing-context.repository.ts';

export type LinePrice = ConfigurationPrice & { saleVolumeId: number | null };

/**
 * Price a configuration from current product data with the one domain pricing function (the
 * server never trusts client totals). The sale volume is the one that holds the units; the cost
 * per unit comes from the chosen customization's pivot for that volume (0 when there is none,
 * e.g. the special product).
 */
export function priceLine(
  ctx: PricingContext,
  input: { units: number; customizationId: number | null },
  percentage: number | null,
): LinePrice {
  const volume = saleVolumeForUnits(ctx.saleVolumes, input.units) ?? null;
  const customization = input.customizationId ? ctx.customizations.find((c) => c.id === input.customizationId) : undefined;
  const box = ctx.masterBox;
  const price = priceConfiguration({
    units: input.units,
    saleVolume: volume ? { baseCents: volume.base_price_cents, daysCustomization: volume.days_customization } : null,
    costPerUnitCents: volume && customization ? (customization.costs.get(volume.id) ?? 0) : 0,
    percentage,
    masterBox: box
      ? {
          maxTotalContainers: box.max_total_containers,
          baseDeliveryCents: box.base_delivery_price_cents,
          packagingCents: box.packaging_price_cents,
          daysShipping: box.days_approx_shipping,
        }
      : null,
  });
  return { ...price, saleVolumeId: volume?.id ?? null };
}
