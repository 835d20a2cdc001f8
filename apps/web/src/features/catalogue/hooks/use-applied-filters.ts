import { useCallback, useEffect, useRef, useState } from 'react';
import { type CatalogueFilters, sameFilters, useCatalogueFiltersStore } from '../stores/catalogue-filters-store';
import { useCataloguePagingStore } from '../stores/catalogue-paging-store';

/** SPEC §9: filter debounce. */
export const FILTER_DEBOUNCE_MS = 1300;

/**
 * SPEC §4: any filter change, after 1.3 s without further changes, resets to page 1 and reloads.
 * The store holds the filters as edited; the search runs with the applied ones. `applyNow`
 * skips the wait (mobile 'Aceptar', a link with categoryId, an explicit button).
 */
export function useAppliedFilters() {
  const filters = useCatalogueFiltersStore((state) => state.filters);
  const [applied, setApplied] = useState<CatalogueFilters>(filters);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const applyNow = useCallback(
    (next: CatalogueFilters) => {
      cancelTimer();
      // Both updates land in one render, so the search runs once, for page 1.
      setApplied(next);
      useCataloguePagingStore.getState().resetPage();
    },
    [cancelTimer],
  );

  const pending = !sameFilters(filters, applied);

  useEffect(() => {
    cancelTimer();
    if (!pending) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      applyNow(filters);
    }, FILTER_DEBOUNCE_MS);
    return cancelTimer;
  }, [filters, pending, applyNow, cancelTimer]);

  return { applied, applyNow, pending };
}
