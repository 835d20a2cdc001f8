import type { ProductCard, ProductDetail, SaleVolume } from '@cotizador/contracts/catalogue';
import { approxDeliveryDays, masterBoxes, pesosToCents, priceWithIndirectExpenses } from '@cotizador/domain/pricing';

/**
 * SPEC §9: the related-products grid as the server lists it (the products an admin related first,
 * then those of the product's types), each once, without the product itself.
 */
export function relatedProducts(product: Pick<ProductDetail, 'id' | 'related_products'>): ProductCard[] {
  const seen = new Set<number>([product.id]);
  return product.related_products.filter((card) => {
    if (seen.has(card.id)) return false;
    seen.add(card.id);
    return true;
  });
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
