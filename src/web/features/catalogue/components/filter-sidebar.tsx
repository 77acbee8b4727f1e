import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import {
  EMPTY_FILTERS,
  FILTER_GROUPS,
  toggleFilterValue,
  type CatalogueFilters,
  type FilterGroup,
} from '#shared/catalogue-filters.ts';
import type { CatalogueFacets } from '#shared/api/catalogue.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { LazyTonightFilter } from '../../moon/lazy-tonight-filter.tsx';
import { FilterGroupFieldset } from './filter-group.tsx';
import { SearchForm } from './search-form.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The count per option for the current query; null until the first answer. */
  facets: CatalogueFacets | null;
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  resultCount: number;
  /** Where focus goes back when the panel closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The left filter panel: a modal dialog over a dimmed overlay (focus trapped, Escape closes). */
export default function FilterSidebar({
  open,
  onOpenChange,
  facets,
  filters,
  onChange,
  resultCount,
  returnFocusTo,
}: Props) {
  const { t } = useTranslation('catalogue');
  // Only options that lead somewhere, plus the chosen ones (so each can be unticked here).
  const options = useMemo(
    () =>
      Object.fromEntries(
        FILTER_GROUPS.map((group) => {
          const counts = new Map<string, number>(Object.entries(facets?.[group] ?? {}));
          for (const value of filters[group]) if (!counts.has(value)) counts.set(value, 0);
          return [group, counts];
        }),
      ),
    [facets, filters],
  ) as Record<FilterGroup, Map<string, number>>;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,100vw)] flex-col border-r border-line bg-surface shadow-2xl data-[state=open]:animate-[slide-in-left_240ms_cubic-bezier(0.2,0.8,0.2,1)]"
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6 pb-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold">
                {t('filters.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {t('filters.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className={`${buttonStyles.icon} -mt-1 -mr-2 shrink-0`}
              aria-label={t('filters.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-5 overflow-y-auto px-6 pb-6">
            <SearchForm
              key={filters.q}
              query={filters.q}
              onSearch={(q) => onChange({ ...filters, q })}
              compact
            />
            {FILTER_GROUPS.map((group) => (
              <FilterGroupFieldset
                key={group}
                group={group}
                options={options[group]}
                selected={filters[group]}
                onToggle={(value) => onChange(toggleFilterValue(filters, group, value))}
                extra={
                  group === 'moment' && (
                    <LazyTonightFilter
                      selected={filters.moment}
                      onSelect={(moment) => onChange({ ...filters, moment })}
                    />
                  )
                }
              />
            ))}
          </div>
          <div className="flex gap-3 border-t border-line px-6 py-4">
            <button
              type="button"
              className={`${buttonStyles.secondary} flex-1`}
              onClick={() => onChange(EMPTY_FILTERS)}
            >
              {t('filters.clear')}
            </button>
            <Dialog.Close className={`${buttonStyles.primary} flex-1`}>
              {t('filters.showResults', { count: resultCount })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
