// SPEC §2/§4: after company cpa saves a quotation, "Mis cotizaciones" shows a toast once.
// A one-shot flag in sessionStorage, so it survives the navigation (and a reload) but not the tab.

const QUOTATION_CREATED_KEY = 'cotizador.quotation-created';

export function markQuotationCreated(): void {
  sessionStorage.setItem(QUOTATION_CREATED_KEY, '1');
}

/** Reads and clears the flag. */
export function takeQuotationCreated(): boolean {
  const isSet = sessionStorage.getItem(QUOTATION_CREATED_KEY) === '1';
  sessionStorage.removeItem(QUOTATION_CREATED_KEY);
  return isSet;
}
