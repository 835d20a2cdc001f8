import type { CartDeleteBody, CartDeleteResponse } from '@cotizador/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { setCartData } from './get-cart';

/** POST /sales-operator/cart/delete */
export function deleteCartItem(quotationId: number): Promise<CartDeleteResponse> {
  return apiClient.post<CartDeleteResponse>('sales-operator/cart/delete', { quotation_id: quotationId } satisfies CartDeleteBody);
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    // SPEC §8: a failed delete is silently ignored (the modal just closes).
    meta: { errorToast: false, blocking: true },
    onSuccess: (cart) => setCartData(queryClient, cart),
  });
}
