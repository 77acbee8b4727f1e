import { useTranslation } from '#web/i18n/use-translation.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';
import { tipTypeStyle } from '../tip-type-style.ts';

/** The tip's type and intention as two labelled chips. */
export function TipLabels({
  category,
  intention,
  size = 'md',
}: {
  category: string;
  intention: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('dailyTip');
  const { label } = useTaxonomy();
  const style = tipTypeStyle(category);
  const chip = size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-xs sm:text-sm';
  return (
    <ul className="flex flex-wrap gap-1.5">
      <li className={`inline-flex items-center gap-1.5 rounded-lg font-semibold ${chip} ${style.badge}`}>
        <span aria-hidden="true">{style.emoji}</span>
        <span className="sr-only">{t('labels.type')}: </span>
        {label('tipType', category)}
      </li>
      <li
        className={`inline-flex items-center gap-1.5 rounded-lg bg-accent/15 font-semibold text-accent-ink ${chip}`}
      >
        <span className="sr-only">{t('labels.intention')}: </span>
        {label('intention', intention)}
      </li>
    </ul>
  );
}
