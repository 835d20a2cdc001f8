import type { ProductCard, ProductDetail, SaleVolume } from '@cotizador/contracts/catalogue';
import { approxDeliveryDays, masterBoxes, pesosToCents, priceWithIndirectExpenses } from '@cotizador/domain/pricing';

/** SPEC §9: related products, deduplicated by id across the product's types, without the product itself. */
export function relatedProducts(product: Pick<ProductDetail, 'id' | 'product_types'>): ProductCard[] {
  const seen = new Set<number>([product.id]);
  const related: ProductCard[] = [];
  for (const type of product.product_types) {
    for (const card of type.products) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      related.push(card);
    }
  }
  return related;
}

/** The sale volume with the smallest minimum units (SPEC §3: sale volumes sorted by minimum). */
export function smallestSaleVolume(saleVolumes: readonly SaleVolume[]): SaleVolume | undefined {
  let smallest: SaleVolume | undefined;
  for (const volume of saleVolumes) {
    if (!smallest || volume.minimum_units < smallest.minimum_units) smallest = volume;
  }
  return smallest;
}

export type FigureValues = {
  masterBoxes: number | null;
  deliveryDays: number | null;
  unitPriceCents: number | null;
  totalCents: number | null;
};

/**
 * The figures under the gallery before any units are chosen: for the smallest sale volume, its
 * master boxes, delivery days and base unit price with the company's indirect expenses; no total.
 */
export function defaultFigures(product: ProductDetail, companyPercentage: number | null | undefined): FigureValues {
  const volume = smallestSaleVolume(product.salesvolume);
  const masterbox = product.containerbox?.masterbox ?? null;
  const percentage = product.percentage_indirect_expenses ?? companyPercentage;
  return {
    masterBoxes: volume ? masterBoxes(volume.minimum_units, masterbox?.max_total_containers) : null,
    deliveryDays: volume ? approxDeliveryDays(volume.days_customization, masterbox?.days_approx_shipping) : null,
    unitPriceCents: volume ? priceWithIndirectExpenses(pesosToCents(volume.base_price), percentage) : null,
    totalCents: null,
  };
}
