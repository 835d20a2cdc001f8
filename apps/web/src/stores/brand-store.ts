import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AppConfig } from '@/types/api';

export const BRAND_STORAGE_KEY = 'cotizador.brand';

type Brand = AppConfig['brand'];

type BrandState = {
  brand: Brand | null;
  setBrand: (brand: Brand) => void;
};

/**
 * SPEC §1/§9: the brand seen last (from the public app config), kept in local storage so the right
 * logo shows at once on the next visit, before the config is fetched again.
 */
export const useBrandStore = create<BrandState>()(
  persist(
    (set) => ({
      brand: null,
      setBrand: (brand) => set({ brand }),
    }),
    {
      name: BRAND_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ brand }) => ({ brand }),
    },
  ),
);
