import type { CartItem } from '@cotizador/contracts/cart';
import { numberFormatter } from '@cotizador/domain/format';
import { approxDeliveryDays, pesosToCents } from '@cotizador/domain/pricing';

const unitsFormatter = numberFormatter();

/** '1,500 pzs' */
export function formatUnits(units: number): string {
  return `${unitsFormatter.format(units)} pzs`;
}

/** '1 día', '12 días' */
export function formatDays(days: number): string {
  return days === 1 ? '1 día' : `${days} días`;
}

/** SPEC §2 Cart: 'Cotizaciones especiales' holds every item with the special flag. */
export function splitCart(items: readonly CartItem[]): { normal: CartItem[]; special: CartItem[] } {
  return {
    normal: items.filter((item) => !item.special_quotation),
    special: items.filter((item) => item.special_quotation),
  };
}

/** SPEC §9: the previous unit price is shown struck through only when it differs. */
export function previousUnitPrice(item: CartItem): number | null {
  if (item.previous_unit_price === null) return null;
  return pesosToCents(item.previous_unit_price) === pesosToCents(item.unit_price) ? null : item.previous_unit_price;
}

/** SPEC §2: delivery time = customization days + shipping days. */
export function deliveryDays(item: CartItem): number | null {
  return approxDeliveryDays(item.custom_days_approx_customization, item.custom_days_approx_shipping);
}

/** SPEC §2: '1 logo a N tinta(s)', or the ink text ('No aplica') when the printing has no inks. */
export function logosText(item: CartItem): string | null {
  if (item.max_number_inks && item.max_number_inks > 0) return `1 logo a ${item.max_number_inks} tinta(s)`;
  return item.ink_text;
}
