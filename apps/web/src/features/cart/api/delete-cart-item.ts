import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Cart } from '../types';
import { setCartData } from './get-cart';

/** POST /sales-operator/cart/delete */
export function deleteCartItem(quotationId: number): Promise<Cart & { message?: string }> {
  return apiClient.post<Cart & { message?: string }>('sales-operator/cart/delete', { quotation_id: quotationId });
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    // SPEC §8: a failed delete is silently ignored (the modal just closes).
    meta: { errorToast: false, blocking: true },
    onSuccess: (cart) => setCartData(queryClient, cart.multi_quotation ?? []),
  });
}
