import type { FinishCartResponse } from '@cotizador/contracts/cart';
import { CART_FINISH_ERROR_MESSAGE } from '@cotizador/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { setCartData } from './get-cart';

/**
 * POST /sales-operator/cart/finish with an `Idempotency-Key` (one random key per click), so a
 * retried request gets the first answer and the cart is never sent twice (decision 007).
 */
export function finishCart(idempotencyKey: string): Promise<FinishCartResponse> {
  return apiClient.post<FinishCartResponse>('sales-operator/cart/finish', undefined, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useFinishCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishCart,
    meta: { errorToast: false, blocking: true },
    onSuccess: () => setCartData(queryClient, { multi_quotation: [], total: 0 }),
    onError: (error) => {
      if (error instanceof ApiError && error.sessionExpired) return;
      // SPEC §8: one fixed text for a failed send.
      notifyError(CART_FINISH_ERROR_MESSAGE);
    },
  });
}
