import type { Cart } from '@cotizador/contracts/cart';
import type { CreateQuotationResponse } from '@cotizador/contracts/quotations';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QuoteMode } from '../lib/quote-form';

export const quoteKeys = {
  save: ['quote', 'save'] as const,
};

export type SaveQuotationVariables = {
  mode: QuoteMode;
  quotationId: number | null;
  body: FormData;
  /** One per user attempt (decision 015): a repeated request gets the first answer. */
  idempotencyKey?: string;
};

/**
 * POST /sales-operator/cart/add, /sales-operator/cart/edit/{quotationId} (both answer with the
 * cart) or /sales-operator/quotations/create-quotation (company cpa).
 */
export function saveQuotation(
  variables: SaveQuotationVariables,
): Promise<{ kind: 'cart'; cart: Cart } | { kind: 'created'; created: CreateQuotationResponse }> {
  const { mode, quotationId, body, idempotencyKey } = variables;
  const options = idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined;
  switch (mode) {
    case 'create':
      return apiClient
        .post<CreateQuotationResponse>('sales-operator/quotations/create-quotation', body, options)
        .then((created) => ({ kind: 'created', created }));
    case 'edit':
      return apiClient
        .post<Cart>(`sales-operator/cart/edit/${quotationId}`, body, options)
        .then((cart) => ({ kind: 'cart', cart }));
    case 'add':
      return apiClient.post<Cart>('sales-operator/cart/add', body, options).then((cart) => ({ kind: 'cart', cart }));
  }
}

export function useSaveQuotation() {
  return useMutation({
    mutationKey: quoteKeys.save,
    mutationFn: (variables: SaveQuotationVariables) => saveQuotation(variables),
    // SPEC §4: a spinner shows during actions; SPEC §8: errors go through the one toast path.
    meta: { blocking: true },
  });
}

/** SPEC §4: while a quotation is being sent, a route change does not reload the product. */
export function useIsSendingQuotation(): boolean {
  return useIsMutating({ mutationKey: quoteKeys.save }) > 0;
}
