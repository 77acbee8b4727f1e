import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  parseFilters,
  toggleFilterValue,
} from '#shared/catalogue-filters.ts';
import { CelestialOrnament } from '#web/ui/celestial-ornament.tsx';
import { lazyPage } from '#web/lib/lazy-page.tsx';
import { lazyOptional } from '#web/lib/lazy-optional.ts';
import { useRitualMarks } from '../progress/marks.ts';
import { useCatalogue } from './api.ts';
import { CatalogueResults } from './components/catalogue-results.tsx';
import { FavoritesToggle } from './components/favorites-toggle.tsx';
import { FilterButton } from './components/filter-button.tsx';
import { QuickTypeChips } from './components/quick-type-chips.tsx';
import { SearchForm } from './components/search-form.tsx';
import { useCatalogueFilters } from './use-catalogue-filters.ts';
import { LazyMoonCard } from '../moon/lazy-moon-card.tsx';

// The sidebar (and the dialog code it needs) loads when first wanted, not with the home page.
const loadSidebar = () => import('./components/filter-sidebar.tsx');
const FilterSidebar = lazy(loadSidebar);
// The chips of the active filters load when a filter is first applied. A page opened with filters
// shows them in the server's HTML: their code loads before hydration (the route's preload), or a
// tap on one would be lost until it came.
const ActiveFilterChips = lazyPage(() =>
  import('./components/active-filter-chips.tsx').then((m) => ({ default: m.ActiveFilterChips })),
);
export const preloadCatalogueParts = (search: URLSearchParams) =>
  hasActiveFilters(parseFilters(search)) ? ActiveFilterChips.preload() : undefined;
// Today's step of a signed-in user's journeys: a visitor's home page never loads its code.
const JourneyToday = lazyOptional(() => import('../journeys/journey-today-card.tsx'));

export function CataloguePage() {
  const { t } = useTranslation('catalogue');
  const { filters: urlFilters, setFilters } = useCatalogueFilters();
  const marks = useRitualMarks();
  // The favourites filter is the signed-in user's; a visitor's ?favorites=1 is ignored.
  const filters = useMemo(
    () => (marks || !urlFilters.favorites ? urlFilters : { ...urlFilters, favorites: false }),
    [marks, urlFilters],
  );
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarWanted, setSidebarWanted] = useState(false);
  const filterButtonRef = useRef<HTMLButtonElement>(null);

  const favoriteIds = useMemo(
    () => (filters.favorites && marks ? [...marks.favorites].sort((a, b) => a - b) : null),
    [filters.favorites, marks],
  );
  const rituals = useCatalogue(filters, favoriteIds);
  const pages = rituals.data?.pages;
  const shown = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const first = pages?.[0];
  const resultCount = first?.total ?? 0;
  const activeCount = countActiveFilters(filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rituals;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const openSidebar = () => {
    setSidebarWanted(true);
    setSidebarOpen(true);
  };

  return (
    <>
      <title>{`${t('pageTitle')} · Ritualia`}</title>
      <section className="hero-sky relative overflow-hidden border-b border-line">
        <CelestialOrnament className="absolute top-1/2 right-[-6rem] hidden w-[30rem] -translate-y-1/2 opacity-80 lg:block xl:right-[2%]" />
        <div className="relative mx-auto max-w-[96rem] px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">{t('eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{t('heading')}</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{t('intro')}</p>
          <div className="mt-8 flex max-w-3xl flex-col gap-3 sm:flex-row">
            <SearchForm key={filters.q} query={filters.q} onSearch={(q) => setFilters({ ...filters, q })} />
            <FilterButton
              ref={filterButtonRef}
              activeCount={activeCount}
              expanded={sidebarOpen}
              onOpen={openSidebar}
              onPreload={() => void loadSidebar()}
            />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <QuickTypeChips
              selected={filters.type}
              onToggle={(type) => setFilters(toggleFilterValue(filters, 'type', type))}
            />
            {marks && (
              <FavoritesToggle
                pressed={filters.favorites}
                onToggle={() => setFilters({ ...filters, favorites: !filters.favorites })}
              />
            )}
          </div>
          <div className="mt-6 space-y-4">
            <LazyMoonCard />
            {marks && (
              <Suspense>
                <JourneyToday />
              </Suspense>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="results-heading" className="mx-auto max-w-[96rem] px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="results-heading" className="text-2xl font-semibold">
            {t('results.heading')}
          </h2>
          {rituals.isSuccess && (
            <p className="text-sm text-ink-muted" aria-live="polite" aria-atomic="true">
              {t('results.count', { count: resultCount })}
            </p>
          )}
        </div>
        {hasActiveFilters(filters) && (
          <div className="mb-6">
            {/* One chip row's height while the chips load, so the results do not jump under a tap. */}
            <Suspense fallback={<div aria-hidden="true" className="h-8" />}>
              <ActiveFilterChips
                filters={filters}
                onChange={setFilters}
                onClearAll={() => setFilters(EMPTY_FILTERS)}
              />
            </Suspense>
          </div>
        )}
        <CatalogueResults
          status={rituals.status}
          rituals={shown}
          exact={first?.exact ?? 0}
          total={resultCount}
          loadingMore={isFetchingNextPage}
          onShowMore={showMore}
          onRetry={() => void rituals.refetch()}
          retrying={rituals.isFetching}
          onClearAll={() => setFilters(EMPTY_FILTERS)}
        />
      </section>

      {sidebarWanted && (
        <Suspense fallback={null}>
          <FilterSidebar
            open={sidebarOpen}
            onOpenChange={setSidebarOpen}
            facets={first?.facets ?? null}
            filters={filters}
            onChange={setFilters}
            resultCount={resultCount}
            returnFocusTo={filterButtonRef}
          />
        </Suspense>
      )}
    </>
  );
}
