import type { QuotationOrder, QuotationStatus } from '@cotizador/contracts/quotations';

/** Spanish name of each quotation status (exhaustive: a new status fails the typecheck). */
export function quotationStatusLabel(status: QuotationStatus): string {
  switch (status) {
    case 'SENT':
      return 'Enviada';
    case 'IN_PROCESS':
      return 'En proceso';
    case 'CLOSE':
      return 'Finalizada';
  }
}

export function quotationStatusColor(status: QuotationStatus): string {
  switch (status) {
    case 'SENT':
      return 'blue';
    case 'IN_PROCESS':
      return 'orange';
    case 'CLOSE':
      return 'gray';
  }
}

/** SPEC §9: the order options of "Mis cotizaciones", default first. */
export const QUOTATION_ORDER_OPTIONS: readonly { value: QuotationOrder; label: string }[] = [
  { value: 'default', label: 'Más recientes' },
  { value: 'createdAtAsc', label: 'Más antiguas' },
  { value: 'statusSENT', label: 'Enviadas primero' },
  { value: 'statusIN_PROCESS', label: 'En proceso primero' },
  { value: 'statusCLOSE', label: 'Finalizadas primero' },
];

export function isQuotationOrder(value: string | null): value is QuotationOrder {
  return QUOTATION_ORDER_OPTIONS.some((option) => option.value === value);
}
