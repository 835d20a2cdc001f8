import type { CartDestroyResponse } from '@cotizador/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { setCartData } from './get-cart';

/** DELETE /sales-operator/cart/destroy */
export function destroyCart(): Promise<CartDestroyResponse> {
  return apiClient.delete<CartDestroyResponse>('sales-operator/cart/destroy');
}

export function useDestroyCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyCart,
    // SPEC §8: a failed delete is silently ignored (the modal just closes).
    meta: { errorToast: false, blocking: true },
    onSuccess: () => setCartData(queryClient, { multi_quotation: [], total: 0 }),
  });
}
