import { formatMoneyMxn } from '@cotizador/domain/format';

// What each price figure includes, in the operator's words (docs/decisions/014-price-labels.md).

/** Under a figure that includes shipping of the master boxes (the product page total). */
export function includesShippingLabel(boxes: number, shippingPesos: number): string {
  const what = boxes === 1 ? '1 caja master' : `${boxes} cajas master`;
  return `Incluye envío de ${what} (${formatMoneyMxn(shippingPesos)})`;
}

/** Under a figure without shipping (cart lines, cart total, "Mis cotizaciones"). */
export const WITHOUT_SHIPPING_LABEL = 'Sin envío';

/** The product page's figure without shipping: the one the cart and "Mis cotizaciones" show. */
export function withoutShippingLine(pesos: number): string {
  return `Sin envío: ${formatMoneyMxn(pesos)}, el precio que verás en el carrito y en Mis cotizaciones`;
}
