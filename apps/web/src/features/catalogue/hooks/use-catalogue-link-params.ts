import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import {
  type CatalogueFilters,
  DEFAULT_FILTERS,
  hasActiveFilters,
  sameFilters,
  useCatalogueFiltersStore,
} from '../stores/catalogue-filters-store';
import { useCataloguePagingStore } from '../stores/catalogue-paging-store';

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** DESIGN.md §3: what a link into the catalogue asks for. */
export function filtersForLink(
  current: CatalogueFilters,
  categoryId: number | null,
  temporalityId: number | null,
): CatalogueFilters {
  // A link starts a fresh search of what it names (the page says so and offers the old filters
  // back), so a season never lands on top of an older product type with no results.
  let next: CatalogueFilters = { ...DEFAULT_FILTERS, orderBy: current.orderBy };
  // A product type ("category" on the home page).
  if (categoryId !== null) next = { ...next, productTypes: [categoryId], categoryIdSelected: categoryId };
  // A season (temporality).
  if (temporalityId !== null) next = { ...next, categories: [temporalityId] };
  return next;
}

/**
 * SPEC §2: /catalogue?categoryId=X (or /catalogue/X) resets filters and paging and filters by that
 * product type; ?temporalityId=Y filters by the season Y, replacing the filters too (decision 016;
 * `onReplaced` lets the page say so when some were active). The link is then replaced by /catalogue, so
 * a reload or a way back keeps the operator's later changes. Returns true while a link is being
 * applied (the search waits for it).
 */
export function useCatalogueLinkParams(
  applyNow: (filters: CatalogueFilters) => void,
  onReplaced?: (previous: CatalogueFilters, next: CatalogueFilters) => void,
): boolean {
  const replacedRef = useRef(onReplaced);
  replacedRef.current = onReplaced;
  const { categoryId: categoryPath } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const categoryParam = searchParams.get('categoryId') ?? categoryPath ?? null;
  const temporalityParam = searchParams.get('temporalityId');
  const hasLink = categoryParam !== null || temporalityParam !== null;

  useEffect(() => {
    if (!hasLink) return;
    const categoryId = parseId(categoryParam);
    const temporalityId = parseId(temporalityParam);
    if (categoryId !== null || temporalityId !== null) {
      const store = useCatalogueFiltersStore.getState();
      const previous = store.filters;
      const next = filtersForLink(previous, categoryId, temporalityId);
      useCataloguePagingStore.getState().resetPaging();
      store.replaceFilters(next);
      applyNow(next);
      if (hasActiveFilters(previous) && !sameFilters(previous, next)) replacedRef.current?.(previous, next);
    }
    navigate(paths.catalogue.href(), { replace: true, preventScrollReset: true });
  }, [hasLink, categoryParam, temporalityParam, applyNow, navigate]);

  return hasLink;
}
