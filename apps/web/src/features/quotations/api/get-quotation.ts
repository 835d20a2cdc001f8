import type { QuotationDetailResponse } from '@cotizador/contracts/quotation-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quotationKeys } from './get-my-quotations';

/** GET /sales-operator/quotations/{id}/data (SPEC §7): the quotation with its chat and prices. */
export function getQuotation(id: number): Promise<QuotationDetailResponse> {
  return apiClient.get<QuotationDetailResponse>(`sales-operator/quotations/${id}/data`);
}

export function quotationQueryOptions(id: number) {
  return queryOptions({
    queryKey: quotationKeys.detail(id),
    queryFn: () => getQuotation(id),
    // A missing or foreign quotation is shown as such, not as a toast.
    meta: { errorToast: false },
  });
}

export function useQuotation(id: number) {
  return useQuery({ ...quotationQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
