import type { QUOTATION_PAGE_SIZE, QuotationOrder, QuotationPage } from '@cotizador/contracts/quotations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** SPEC §2/§9: the table shows 10 rows per page. */
export const QUOTATIONS_PAGE_SIZE: typeof QUOTATION_PAGE_SIZE = 10;

export type MyQuotationsParams = {
  page: number;
  order: QuotationOrder;
  /** 'YYYY-MM-DD' (Mexico City days), both or neither. */
  dateStart: string | null;
  dateEnd: string | null;
};

export const quotationKeys = {
  all: ['quotations'] as const,
  lists: () => [...quotationKeys.all, 'list'] as const,
  list: (params: MyQuotationsParams) => [...quotationKeys.lists(), params] as const,
  detail: (id: number) => [...quotationKeys.all, 'detail', id] as const,
};

/** GET /sales-operator/quotations/all-my-quotations-created */
export function getMyQuotations(params: MyQuotationsParams): Promise<QuotationPage> {
  return apiClient.get<QuotationPage>('sales-operator/quotations/all-my-quotations-created', {
    query: {
      page: params.page,
      size: QUOTATIONS_PAGE_SIZE,
      date_start: params.dateStart,
      date_end: params.dateEnd,
      order_select_type: params.order,
    },
  });
}

export function myQuotationsQueryOptions(params: MyQuotationsParams) {
  return queryOptions({
    queryKey: quotationKeys.list(params),
    queryFn: () => getMyQuotations(params),
    // Keep the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useMyQuotations(params: MyQuotationsParams) {
  return useQuery(myQuotationsQueryOptions(params));
}
