import type { CartItem as CartQuotation } from '@cotizador/contracts/cart';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CART_STORAGE_KEY = 'cotizador.cart';

type CartCacheState = {
  items: CartQuotation[];
  setItems: (items: CartQuotation[]) => void;
  clear: () => void;
};

/**
 * SPEC §3 Cart: the multi_quotation list is also cached locally (so the badge shows at once on the
 * next visit) and cleared when empty. The server list in TanStack Query stays the source of truth.
 */
export const useCartCacheStore = create<CartCacheState>()(
  persist(
    (set) => ({
      items: [],
      setItems: (items) => {
        if (items.length === 0) {
          useCartCacheStore.getState().clear();
          return;
        }
        set({ items });
      },
      clear: () => {
        set({ items: [] });
        useCartCacheStore.persist.clearStorage();
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
);
