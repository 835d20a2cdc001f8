import type { AppConfig } from '@cotizador/contracts/app-config';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const BRAND_STORAGE_KEY = 'cotizador.brand';

/** The brand of the host the site is served from (GET /api/app-config → brand). */
export type Brand = AppConfig['brand'];

/**
 * The stored entry as written by `persist` below. Checked by hand, not with zod: this store is part
 * of the sign-in screen's JavaScript, which zod alone would make a sixth heavier (issue 18).
 */
function storedBrand(value: unknown): { brand: Brand | null } | null {
  if (typeof value !== 'object' || value === null || !('brand' in value)) return null;
  const { brand } = value;
  if (brand === null) return { brand: null };
  if (typeof brand !== 'object' || !('name' in brand) || !('logoUrl' in brand)) return null;
  const { name, logoUrl } = brand;
  if (typeof name !== 'string' || name.length === 0) return null;
  if (logoUrl !== null && (typeof logoUrl !== 'string' || logoUrl.length === 0)) return null;
  return { brand: { name, logoUrl } };
}

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
        const parsed = storedBrand(persisted);
        return parsed ? { ...current, brand: parsed.brand } : current;
      },
    },
  ),
);
