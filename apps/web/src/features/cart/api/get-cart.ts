import type { Cart } from '@cotizador/contracts/cart';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { useCartCacheStore } from '@/stores/cart-cache-store';

/**
 * The cart as the query holds it: the server's answer, or the local copy of its list shown at
 * once on the next visit (SPEC §3 Cart), which has no total until the server answers.
 */
export type CachedCart = Pick<Cart, 'multi_quotation'> & Partial<Pick<Cart, 'total'>>;

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};

/** GET /sales-operator/cart; the list is mirrored into the local cart cache (SPEC §3 Cart). */
export async function getCart(): Promise<CachedCart> {
  const cart = await apiClient.get<Cart>('sales-operator/cart');
  useCartCacheStore.getState().setItems(cart.multi_quotation ?? []);
  return cart;
}

export const cartQueryOptions = queryOptions({
  queryKey: cartKeys.detail(),
  queryFn: getCart,
  placeholderData: (): CachedCart | undefined => {
    // The cache holds what the server sent last time (SPEC §3: shown at once on the next visit).
    const items = useCartCacheStore.getState().items;
    return items.length > 0 ? { multi_quotation: items } : undefined;
  },
});

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions, enabled: options.enabled ?? true });
}

/**
 * Every answer that carries the cart (add, edit, delete, finish) replaces the cached cart: the
 * query data (the badge in the top navigation) and the local cache, which is cleared when empty.
 */
export function setCartData(queryClient: QueryClient, cart: CachedCart): void {
  useCartCacheStore.getState().setItems(cart.multi_quotation);
  queryClient.setQueryData<CachedCart>(cartKeys.detail(), { multi_quotation: cart.multi_quotation, total: cart.total });
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** For screens outside this feature (the product page) that receive a new cart from the API. */
export function useSetCartData(): (cart: Cart) => void {
  const queryClient = useQueryClient();
  return useCallback((cart: Cart) => setCartData(queryClient, cart), [queryClient]);
}
