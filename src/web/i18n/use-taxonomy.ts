import { useMemo } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { INTENTIONS, type Intention, type TaxonomyGroup } from '#shared/taxonomy.ts';
import { currentLocale } from './language.ts';

/** Labels for taxonomy keys in the current language, and a locale-aware sort by label. */
export function useTaxonomy() {
  const { t, i18n } = useTranslation('taxonomy');
  const language = i18n.language;
  return useMemo(() => {
    const label = (group: TaxonomyGroup, key: string): string => t(`${group}.${key}`, { defaultValue: key });
    // Built at the first sort, not with every card that only reads labels: a page's first Intl
    // object costs the browser its locale data (docs/decisions/0043-start-up-main-thread.md).
    const locale = currentLocale(language);
    let collator: Intl.Collator | undefined;
    const sortByLabel = <K extends string>(group: TaxonomyGroup, keys: Iterable<K>): K[] => {
      const { compare } = (collator ??= new Intl.Collator(locale, { sensitivity: 'base' }));
      return [...keys].sort((a, b) => compare(label(group, a), label(group, b)));
    };
    const intentionLabels = Object.fromEntries(
      INTENTIONS.map((key) => [key, label('intention', key)]),
    ) as Record<Intention, string>;
    return { label, sortByLabel, intentionLabels };
  }, [t, language]);
}
