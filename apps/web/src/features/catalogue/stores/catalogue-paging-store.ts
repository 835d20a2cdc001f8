import type { PageSize, ProductPage } from '@cotizador/contracts/catalogue';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CATALOGUE_PAGING_STORAGE_KEY = 'cotizador.catalogue-paging';

/** SPEC §9: catalogue page sizes 24, 36, 48 (default 24). */
export const PAGE_SIZES: readonly PageSize[] = [24, 36, 48];
export const DEFAULT_PAGE_SIZE: PageSize = 24;

export function isPageSize(value: number): value is PageSize {
  return PAGE_SIZES.some((size) => size === value);
}

/** SPEC §3 paging (persisted): the page asked for and what the last answer said about it. */
export type CataloguePaging = {
  current_page: number;
  last_page: number;
  per_page: PageSize;
  from: number | null;
  to: number | null;
  total: number;
};

export const DEFAULT_PAGING: CataloguePaging = {
  current_page: 1,
  last_page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  from: null,
  to: null,
  total: 0,
};

type CataloguePagingState = {
  paging: CataloguePaging;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1. */
  setPerPage: (perPage: PageSize) => void;
  /** Records what the server answered for the current page. */
  syncFromResponse: (page: ProductPage) => void;
  /** Back to page 1, keeping the page size. */
  resetPage: () => void;
  /** Everything back to its default (page 1 of 24). */
  resetPaging: () => void;
};

export const useCataloguePagingStore = create<CataloguePagingState>()(
  persist(
    (set) => ({
      paging: DEFAULT_PAGING,
      setPage: (page) => set((state) => ({ paging: { ...state.paging, current_page: Math.max(1, Math.floor(page)) } })),
      setPerPage: (perPage) => set((state) => ({ paging: { ...state.paging, per_page: perPage, current_page: 1 } })),
      // The same answer recorded again changes nothing (no re-render of the catalogue for it).
      syncFromResponse: (page) =>
        set((state) => {
          const lastPage = Math.max(1, page.last_page);
          const { paging } = state;
          if (paging.last_page === lastPage && paging.from === page.from && paging.to === page.to && paging.total === page.total)
            return state;
          return { paging: { ...paging, last_page: lastPage, from: page.from, to: page.to, total: page.total } };
        }),
      resetPage: () => set((state) => ({ paging: { ...state.paging, current_page: 1 } })),
      resetPaging: () => set({ paging: DEFAULT_PAGING }),
    }),
    {
      name: CATALOGUE_PAGING_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ paging }) => ({ paging }),
      merge: (persisted, current) => {
        const stored = (persisted as { paging?: Partial<CataloguePaging> } | undefined)?.paging;
        const paging = { ...DEFAULT_PAGING, ...stored };
        if (!isPageSize(paging.per_page)) paging.per_page = DEFAULT_PAGE_SIZE;
        return { ...current, paging };
      },
    },
  ),
);
