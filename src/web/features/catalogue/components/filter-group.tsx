import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { FilterGroup } from '#shared/catalogue-filters.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';

interface Props {
  group: FilterGroup;
  /** Each value worth offering, with how many results choosing it gives. */
  options: ReadonlyMap<string, number>;
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Shown above the checkboxes (the moment group's "tonight's phase"). */
  extra?: ReactNode;
}

/** A fieldset of checkboxes, sorted by translated label in the current locale. */
export function FilterGroupFieldset({ group, options, selected, onToggle, extra }: Props) {
  const { t } = useTranslation('catalogue');
  const { label, sortByLabel } = useTaxonomy();
  const values = sortByLabel(group, options.keys());
  if (values.length === 0) return null;

  return (
    <fieldset className="border-t border-line pt-5">
      <legend className="float-left mb-3 w-full font-display text-base font-semibold">
        {t(`filters.groups.${group}`)}
      </legend>
      {extra && <div className="clear-left">{extra}</div>}
      <ul className="clear-left space-y-1">
        {values.map((value) => {
          const id = `filter-${group}-${value}`;
          const count = options.get(value) ?? 0;
          return (
            <li key={value}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-sm hover:bg-surface-2"
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.includes(value)}
                  onChange={() => onToggle(value)}
                  className="size-4.5 shrink-0 cursor-pointer rounded"
                />
                <span className="flex-1 text-ink">{label(group, value)}</span>
                <span className="text-xs text-ink-muted tabular-nums" aria-hidden="true">
                  {count}
                </span>
                <span className="sr-only">({t('filters.optionCount', { count })})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
