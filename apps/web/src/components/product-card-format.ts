import { formatMoneyMxn, numberFormatter } from '@cotizador/domain/format';
import { isSpecialProduct } from '@cotizador/domain/pricing';

const unitsFormatter = numberFormatter(0);

/** 'Mínimo N pzas' (SPEC §2 Catalogue card). */
export function minimumUnitsText(units: number): string {
  return `Mínimo ${unitsFormatter.format(units)} pzas`;
}

/** 'Desde $… MXN' (SPEC §2 Catalogue card); the special product has no list price. */
export function fromPriceText(product: { sku: string; price: number | null }): string | null {
  if (isSpecialProduct(product.sku)) return 'Precio según cotización';
  if (product.price === null) return null;
  return `Desde ${formatMoneyMxn(product.price)}`;
}
