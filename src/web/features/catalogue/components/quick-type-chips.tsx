import { useTranslation } from '#web/i18n/use-translation.ts';
import type { RitualType } from '#shared/taxonomy.ts';
import { RITUAL_TYPE_STYLE } from '../ritual-type-style.ts';

export const QUICK_TYPES = [
  'candles',
  'ritualBaths',
  'naturalElementRituals',
  'amuletsAndTalismans',
] as const;

interface Props {
  selected: readonly RitualType[];
  onToggle: (type: RitualType) => void;
}

/** Four toggle buttons (aria-pressed) for the most popular ritual types. */
export function QuickTypeChips({ selected, onToggle }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <ul aria-label={t('quickTypes.label')} className="flex flex-wrap gap-2">
      {QUICK_TYPES.map((type) => {
        const pressed = selected.includes(type);
        return (
          <li key={type}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(type)}
              className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                pressed
                  ? 'border-primary bg-primary text-on-primary shadow-sm'
                  : 'border-line bg-surface text-ink hover:border-primary/60 hover:bg-primary-soft'
              }`}
            >
              <span aria-hidden="true">{RITUAL_TYPE_STYLE[type].emoji}</span>
              {t(`quickTypes.${type}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
