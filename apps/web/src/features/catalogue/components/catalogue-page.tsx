import type { PageSize } from '@cotizador/contracts/catalogue';
import { numberFormatter } from '@cotizador/domain/format';
import { Button, Container, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMoodSearch } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { ProductCardGrid } from '@/components/product-card-grid';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import { useCatalogueBanner } from '../api/get-catalogue-banner';
import { FALLBACK_FILTERS, useProductFilters } from '../api/get-product-filters';
import { toSearchQuery, useSearchProducts } from '../api/search-products';
import { useAppliedFilters } from '../hooks/use-applied-filters';
import { useCatalogueLinkParams } from '../hooks/use-catalogue-link-params';
import {
  type CatalogueFilters,
  clearedFilters,
  hasActiveFilters,
  sameFilters,
  useCatalogueFiltersStore,
} from '../stores/catalogue-filters-store';
import { useCataloguePagingStore } from '../stores/catalogue-paging-store';
import { ActiveFilters, type ReplacedFilters, ReplacedFiltersNotice } from './active-filters';
import classes from './catalogue.module.css';
import { CatalogueBanner } from './catalogue-banner';
import { CataloguePager } from './catalogue-pager';
import { CatalogueToolbar } from './catalogue-toolbar';
import { FilterPanel } from './filter-panel';

const countFormatter = numberFormatter();

/** The phone's filter drawer (Mantine's Drawer) loads when 'Filtros' is about to be used (issue 18). */
const loadFiltersDrawer = () => import('./filters-drawer').then((m) => m.FiltersDrawer);

/** Where the side panel of filters shows (catalogue.module.css `.sidebar`). */
const SIDE_PANEL_QUERY = '(min-width: 62em)';

function activeFilterCount(filters: CatalogueFilters): number {
  return (
    (filters.time === null ? 0 : 1) +
    (filters.price === null ? 0 : 1) +
    filters.color.length +
    filters.materials.length +
    filters.productTypes.length +
    filters.productVersions.length +
    filters.categories.length
  );
}

function resultsSummary(from: number | null, to: number | null, total: number): string {
  if (total === 0) return 'Sin resultados';
  const noun = total === 1 ? 'producto' : 'productos';
  if (from === null || to === null) return `${countFormatter.format(total)} ${noun}`;
  return `Mostrando ${countFormatter.format(from)}–${countFormatter.format(to)} de ${countFormatter.format(total)} ${noun}`;
}

function EmptyResults({ onClear }: { onClear: () => void }) {
  return (
    <Paper component="section" aria-labelledby="catalogue-empty-title" withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconMoodSearch size={36} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3" mt="xs" id="catalogue-empty-title">
          No encontramos productos con esos filtros
        </Title>
        <Text c="dimmed" maw={460}>
          Prueba con otra búsqueda, amplía el precio o el tiempo de entrega, o quita algunos filtros para ver más opciones.
        </Text>
        <Button mt="sm" onClick={onClear}>
          Limpiar filtros
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * SPEC §2 Catalogue: banner, filters (side panel; drawer on phones), search, order, product cards,
 * page size and pager. Filters and paging are persisted (DESIGN.md §3).
 */
export function CataloguePage() {
  const filters = useCatalogueFiltersStore((state) => state.filters);
  const setFilters = useCatalogueFiltersStore((state) => state.setFilters);
  const replaceFilters = useCatalogueFiltersStore((state) => state.replaceFilters);
  const paging = useCataloguePagingStore((state) => state.paging);
  const setPage = useCataloguePagingStore((state) => state.setPage);
  const setPerPage = useCataloguePagingStore((state) => state.setPerPage);
  const syncFromResponse = useCataloguePagingStore((state) => state.syncFromResponse);

  const { applied, applyNow, pending } = useAppliedFilters();
  const [replaced, setReplaced] = useState<ReplacedFilters | null>(null);
  const onLinkReplaced = useCallback((previous: CatalogueFilters, next: CatalogueFilters) => setReplaced({ previous, next }), []);
  const applyingLink = useCatalogueLinkParams(applyNow, onLinkReplaced);
  const [drawerOpened, drawer] = useDisclosure(false);
  const filtersDrawer = useDeferredComponent(loadFiltersDrawer);
  // Known at the first render (no second render once an effect has measured): the side panel's
  // hundred-odd controls are not rendered where CSS would hide them (issue 18: a phone's main thread).
  const wideScreen = useMediaQuery(SIDE_PANEL_QUERY, true, { getInitialValueInEffect: false });
  const resultsRef = useRef<HTMLDivElement>(null);

  const filterOptions = useProductFilters();
  // The filter lists render in the background (interruptible) when they arrive (issue 18).
  const options = useDeferredValue(filterOptions.data) ?? FALLBACK_FILTERS;
  const banner = useCatalogueBanner();
  const query = toSearchQuery(applied, paging.current_page, paging.per_page);
  const search = useSearchProducts(query, { enabled: !applyingLink });
  const page = search.data;

  // SPEC §3: the paging the server answered is kept with the rest of the persisted state.
  useEffect(() => {
    if (!page || search.isPlaceholderData) return;
    syncFromResponse(page);
    // A stored page beyond the last one (the catalogue shrank): go to the last page.
    if (page.data.length === 0 && page.total > 0 && page.current_page > page.last_page) setPage(page.last_page);
  }, [page, search.isPlaceholderData, syncFromResponse, setPage]);

  const applyImmediately = (next: CatalogueFilters) => {
    replaceFilters(next);
    applyNow(next);
    setReplaced(null);
  };
  const clearAll = () => applyImmediately(clearedFilters(filters));

  const scrollToResults = () => {
    const top = resultsRef.current ? resultsRef.current.getBoundingClientRect().top + window.scrollY - 90 : 0;
    if (window.scrollY > top) window.scrollTo({ top, behavior: 'smooth' });
  };

  const changePage = (next: number) => {
    setPage(next);
    scrollToResults();
  };
  const changePerPage = (size: PageSize) => {
    setPerPage(size);
    scrollToResults();
  };

  const showBanner = banner.data?.status === true;
  const loadingFirst = !page && !search.isError;
  // `isPlaceholderData` first: the page re-renders only for the flags it reads (issue 18).
  const stale = pending || (search.isPlaceholderData && search.isFetching);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageTitle />
        {/* The banner's room is kept while it loads, so the catalogue below does not move. */}
        {banner.isPending && <Skeleton height={150} radius="lg" aria-hidden />}
        {showBanner && banner.data && (
          <CatalogueBanner
            banner={banner.data}
            onShowProducts={(categoryId) => {
              // Like a link: the banner's season replaces the filters, and the page says so.
              const next: CatalogueFilters = { ...clearedFilters(filters), categories: [categoryId] };
              if (!sameFilters(filters, next)) {
                applyImmediately(next);
                if (hasActiveFilters(filters)) setReplaced({ previous: filters, next });
              }
              scrollToResults();
            }}
          />
        )}

        <div className={classes.layout}>
          {/* The side panel shows from 62em; narrower screens use the drawer and never render it. */}
          {wideScreen && (
            <aside className={classes.sidebar} aria-labelledby="catalogue-filters-title">
              <Group justify="space-between" mb="md" wrap="nowrap">
                <Title order={2} size="h4" id="catalogue-filters-title">
                  Filtros
                </Title>
                <Button variant="subtle" size="compact-sm" onClick={clearAll} disabled={activeFilterCount(filters) === 0}>
                  Limpiar filtros
                </Button>
              </Group>
              <FilterPanel value={filters} onChange={setFilters} options={options} idPrefix="panel-filter" />
            </aside>
          )}

          <Stack gap="md" ref={resultsRef} style={{ scrollMarginTop: 90 }}>
            <CatalogueToolbar
              searchText={filters.searchText}
              onSearchChange={(searchText) => setFilters({ searchText })}
              onSearchSubmit={() => applyNow(filters)}
              orderBy={filters.orderBy}
              onOrderChange={(orderBy) => setFilters({ orderBy })}
              activeFilterCount={activeFilterCount(filters)}
              onOpenFilters={() => filtersDrawer.whenShown(drawer.open)}
              onFiltersIntent={filtersDrawer.prefetch}
            />

            {replaced && (
              <ReplacedFiltersNotice
                notice={replaced}
                options={options}
                onRestore={() => applyImmediately(replaced.previous)}
                onClose={() => setReplaced(null)}
              />
            )}
            <ActiveFilters filters={filters} options={options} onChange={applyImmediately} />

            <Group justify="space-between" gap="xs" mih={24} aria-live="polite">
              <Text size="sm" c="dimmed">
                {page ? resultsSummary(page.from, page.to, page.total) : ' '}
              </Text>
              {stale && (
                <Group gap={6}>
                  <Loader size={14} />
                  <Text size="sm" c="dimmed">
                    Actualizando resultados…
                  </Text>
                </Group>
              )}
            </Group>

            <div className={classes.results} data-stale={stale || undefined} aria-busy={stale || loadingFirst}>
              {!page && search.isError ? (
                <Paper withBorder radius="lg" p="xl">
                  <Stack align="center" gap="sm">
                    <Text c="dimmed" ta="center">
                      No pudimos cargar los productos.
                    </Text>
                    <Button variant="light" onClick={() => void search.refetch()}>
                      Reintentar
                    </Button>
                  </Stack>
                </Paper>
              ) : page && page.data.length === 0 && !search.isPlaceholderData ? (
                <EmptyResults onClear={clearAll} />
              ) : (
                <ProductCardGrid
                  products={page?.data}
                  loading={loadingFirst}
                  skeletonCount={8}
                  cols={{ base: 2, sm: 3, lg: 4 }}
                  titleOrder={2}
                  eagerCount={4}
                />
              )}
            </div>

            {page && page.total > 0 && (
              <CataloguePager
                page={paging.current_page}
                lastPage={page.last_page}
                perPage={paging.per_page}
                onPageChange={changePage}
                onPerPageChange={changePerPage}
              />
            )}
          </Stack>
        </div>
      </Stack>

      {filtersDrawer.Component && (
        <filtersDrawer.Component
          opened={drawerOpened}
          onClose={drawer.close}
          filters={filters}
          options={options}
          onAccept={(next) => {
            applyImmediately(next);
            drawer.close();
          }}
        />
      )}
    </Container>
  );
}
