import type { AppConfig } from '@cotizador/contracts/app-config';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The CSP has no 'unsafe-eval': zod must not probe `new Function` for its compiled parsers.
z.config({ jitless: true });

export const BRAND_STORAGE_KEY = 'cotizador.brand';

/** The brand of the host the site is served from (GET /api/app-config → brand). */
export type Brand = AppConfig['brand'];

const storedBrandSchema = z.object({
  brand: z.object({ name: z.string().min(1), logoUrl: z.string().min(1).nullable() }).nullable(),
});

type BrandState = {
  brand: Brand | null;
  setBrand: (brand: Brand) => void;
  clear: () => void;
};

/**
 * SPEC §1: the brand seen last (from the public app config), kept in local storage so the right
 * logo and name show at once on the next visit, before the config is fetched again.
 */
export const useBrandStore = create<BrandState>()(
  persist(
    (set) => ({
      brand: null,
      setBrand: (brand) => set({ brand: { name: brand.name, logoUrl: brand.logoUrl } }),
      clear: () => {
        set({ brand: null });
        useBrandStore.persist.clearStorage();
      },
    }),
    {
      name: BRAND_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ brand }) => ({ brand }),
      // A hand-edited or outdated entry is ignored rather than shown as a broken logo.
      merge: (persisted, current) => {
        const parsed = storedBrandSchema.safeParse(persisted);
        return parsed.success ? { ...current, brand: parsed.data.brand } : current;
      },
    },
  ),
);
