import { X } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { FILTER_GROUPS, removeFilterValue, type CatalogueFilters } from '#shared/catalogue-filters.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';

interface Props {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  onClearAll: () => void;
}

interface Chip {
  id: string;
  label: string;
  remove: () => CatalogueFilters;
}

/** One removable chip per active filter value and for the search text, plus "clear all". */
export function ActiveFilterChips({ filters, onChange, onClearAll }: Props) {
  const { t } = useTranslation('catalogue');
  const { label } = useTaxonomy();
  const chips: Chip[] = [];
  if (filters.q) {
    chips.push({
      id: 'q',
      label: t('active.search', { query: filters.q }),
      remove: () => ({ ...filters, q: '' }),
    });
  }
  if (filters.favorites) {
    chips.push({
      id: 'favorites',
      label: t('favorites.chip'),
      remove: () => ({ ...filters, favorites: false }),
    });
  }
  for (const group of FILTER_GROUPS) {
    for (const value of filters[group] as readonly string[]) {
      chips.push({
        id: `${group}:${value}`,
        label: label(group, value),
        remove: () => removeFilterValue(filters, group, value),
      });
    }
  }
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('active.label')}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              onClick={() => onChange(chip.remove())}
              aria-label={t('active.remove', { label: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-ink hover:bg-primary hover:text-on-primary"
            >
              {chip.label}
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="rounded-full px-3 py-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('active.clearAll')}
      </button>
    </div>
  );
}
