import { baseFromShownPrice, priceWithIndirectExpenses } from '@cotizador/domain/pricing';

// The price filter compares against the price the operator sees (base price with the company's
// indirect expenses, rounded to centavos). The shown price is a non-decreasing function of the
// base price, so a bound on the shown price is an exact bound on the stored base price: these
// find it, starting from the algebraic inverse and stepping over the rounding.

/** Smallest base (centavos) whose shown price is at least `shownCents`. */
export function minBaseForShownCents(shownCents: number, percentage: number | null | undefined): number {
  if (shownCents <= 0) return 0;
  let base = Math.max(0, Math.floor(baseFromShownPrice(shownCents, percentage)) - 1);
  while (priceWithIndirectExpenses(base, percentage) < shownCents) base += 1;
  while (base > 0 && priceWithIndirectExpenses(base - 1, percentage) >= shownCents) base -= 1;
  return base;
}

/** Largest base (centavos) whose shown price is at most `shownCents`. */
export function maxBaseForShownCents(shownCents: number, percentage: number | null | undefined): number {
  if (shownCents < 0) return -1;
  let base = Math.ceil(baseFromShownPrice(shownCents, percentage)) + 1;
  while (base >= 0 && priceWithIndirectExpenses(base, percentage) > shownCents) base -= 1;
  while (priceWithIndirectExpenses(base + 1, percentage) <= shownCents) base += 1;
  return base;
}

/** Pesos from the query (at most a few decimals) to centavos: lower bounds round up, upper down. */
export function lowerBoundCents(pesos: number): number {
  return Math.ceil(pesos * 100 - 1e-6);
}

export function upperBoundCents(pesos: number): number {
  return Math.floor(pesos * 100 + 1e-6);
}
