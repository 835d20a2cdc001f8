import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useCartCacheStore } from '@/stores/cart-cache-store';
import type { CartResponse } from '@/types/api';

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};

/** GET /sales-operator/cart; the list is mirrored into the local cart cache (SPEC §3 Cart). */
export async function getCart(): Promise<CartResponse> {
  const cart = await apiClient.get<CartResponse>('sales-operator/cart');
  useCartCacheStore.getState().setItems(cart.multi_quotation ?? []);
  return cart;
}

export const cartQueryOptions = queryOptions({
  queryKey: cartKeys.detail(),
  queryFn: getCart,
  placeholderData: (): CartResponse | undefined => {
    const items = useCartCacheStore.getState().items;
    return items.length > 0 ? { multi_quotation: items } : undefined;
  },
});

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions, enabled: options.enabled ?? true });
}
