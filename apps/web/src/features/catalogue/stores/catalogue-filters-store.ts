import type { OrderOption } from '@cotizador/contracts/catalogue';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CATALOGUE_FILTERS_STORAGE_KEY = 'cotizador.catalogue-filters';

/** SPEC §3 catalogue filter state (persisted). Ids are numbers; null slider values mean "no limit". */
export type CatalogueFilters = {
  /** Delivery days at most; null: the slider's maximum (no limit). */
  time: number | null;
  /** Price range in pesos [min, max]; null: the slider's full range. */
  price: [number, number] | null;
  color: number[];
  materials: number[];
  productTypes: number[];
  productVersions: number[];
  /** Seasons (temporalities). */
  categories: number[];
  /** The product type that came with ?categoryId (DESIGN.md §3). */
  categoryIdSelected: number | null;
  orderBy: OrderOption;
  searchText: string;
};

export const DEFAULT_ORDER: OrderOption = 'createdAtDesc';

export const DEFAULT_FILTERS: CatalogueFilters = {
  time: null,
  price: null,
  color: [],
  materials: [],
  productTypes: [],
  productVersions: [],
  categories: [],
  categoryIdSelected: null,
  orderBy: DEFAULT_ORDER,
  searchText: '',
};

type CatalogueFiltersState = {
  filters: CatalogueFilters;
  setFilters: (patch: Partial<CatalogueFilters>) => void;
  replaceFilters: (filters: CatalogueFilters) => void;
  resetFilters: () => void;
};

export const useCatalogueFiltersStore = create<CatalogueFiltersState>()(
  persist(
    (set) => ({
      filters: DEFAULT_FILTERS,
      setFilters: (patch) => set((state) => ({ filters: { ...state.filters, ...patch } })),
      replaceFilters: (filters) => set({ filters }),
      resetFilters: () => set({ filters: DEFAULT_FILTERS }),
    }),
    {
      name: CATALOGUE_FILTERS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ filters }) => ({ filters }),
      // A stored state from an older shape keeps the fields it still has.
      merge: (persisted, current) => {
        const stored = (persisted as { filters?: Partial<CatalogueFilters> } | undefined)?.filters;
        return { ...current, filters: { ...DEFAULT_FILTERS, ...stored } };
      },
    },
  ),
);

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Equal as a search: lists compare as sets, the search text without outer spaces. */
export function sameFilters(a: CatalogueFilters, b: CatalogueFilters): boolean {
  return (
    a.time === b.time &&
    a.price?.[0] === b.price?.[0] &&
    a.price?.[1] === b.price?.[1] &&
    sameIds(a.color, b.color) &&
    sameIds(a.materials, b.materials) &&
    sameIds(a.productTypes, b.productTypes) &&
    sameIds(a.productVersions, b.productVersions) &&
    sameIds(a.categories, b.categories) &&
    a.orderBy === b.orderBy &&
    a.searchText.trim() === b.searchText.trim()
  );
}

/** 'Limpiar filtros': everything back to its default, except the chosen order. */
export function clearedFilters(filters: CatalogueFilters): CatalogueFilters {
  return { ...DEFAULT_FILTERS, orderBy: filters.orderBy };
}

/** Any filter or search text the operator set (the order is not a filter). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return !sameFilters(filters, { ...DEFAULT_FILTERS, orderBy: filters.orderBy });
}
