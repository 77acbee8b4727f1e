import { useTranslation } from '#web/i18n/use-translation.ts';
import type { Moment } from '#shared/taxonomy.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';
import { useTonightMoon } from './moon-query.ts';

interface Props {
  selected: readonly string[];
  /** Chooses the moments to filter by: tonight's alone, or none when it is pressed again. */
  onSelect: (moments: Moment[]) => void;
}

/**
 * The moment filter's "tonight's phase": it selects the moment that suits tonight's moon, so the
 * URL names that moment and a shared link shows the same rituals on any night (product rules).
 */
export default function TonightFilter({ selected, onSelect }: Props) {
  const { t } = useTranslation('moon');
  const { label } = useTaxonomy();
  const { moon } = useTonightMoon();
  const moment = moon?.moment;
  // Until tonight's moon is known there is nothing to offer.
  if (!moment) return null;
  const pressed = selected.length === 1 && selected[0] === moment;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onSelect(pressed ? [] : [moment])}
      className="mb-2 inline-flex items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface-2 aria-pressed:border-primary aria-pressed:bg-primary-soft"
      data-testid="tonight-filter"
    >
      <span aria-hidden="true">🌙</span>
      {t('tonightFilter')}: {label('moment', moment)}
    </button>
  );
}
