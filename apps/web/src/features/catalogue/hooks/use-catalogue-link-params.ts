import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { type CatalogueFilters, DEFAULT_FILTERS, useCatalogueFiltersStore } from '../stores/catalogue-filters-store';
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
  // A product type ("category" on the home page) starts a fresh search of that type.
  let next = categoryId === null ? current : { ...DEFAULT_FILTERS, productTypes: [categoryId], categoryIdSelected: categoryId };
  // A season (temporality) is added to the categories filter.
  if (temporalityId !== null && !next.categories.includes(temporalityId)) {
    next = { ...next, categories: [...next.categories, temporalityId] };
  }
  return next;
}

/**
 * SPEC §2: /catalogue?categoryId=X (or /catalogue/X) resets filters and paging and filters by that
 * product type; ?temporalityId=Y adds the season Y. The link is then replaced by /catalogue, so
 * a reload or a way back keeps the operator's later changes. Returns true while a link is being
 * applied (the search waits for it).
 */
export function useCatalogueLinkParams(applyNow: (filters: CatalogueFilters) => void): boolean {
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
      const next = filtersForLink(store.filters, categoryId, temporalityId);
      if (categoryId !== null) useCataloguePagingStore.getState().resetPaging();
      store.replaceFilters(next);
      applyNow(next);
    }
    navigate(paths.catalogue.href(), { replace: true, preventScrollReset: true });
  }, [hasLink, categoryParam, temporalityParam, applyNow, navigate]);

  return hasLink;
}
