import { useQuery } from '@tanstack/react-query';
import { MoonStar } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { addDays } from '#shared/local-date.ts';
import { tipQuery } from '../api.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { TipLabels } from './tip-labels.tsx';

/** A note about tomorrow: its type and intention, not its text (that is tomorrow's surprise). */
export function TomorrowPreview({ today }: { today: string }) {
  const { t } = useTranslation('dailyTip');
  const language = useUiLanguage();
  const tomorrow = useQuery(tipQuery(language, addDays(today, 1)));
  const tip = tomorrow.data;
  return (
    <aside
      aria-labelledby="tomorrow-heading"
      className="flex items-start gap-4 rounded-2xl border border-dashed border-primary/40 bg-primary-soft/50 p-5"
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-surface text-primary"
      >
        <MoonStar className="size-5" />
      </span>
      <div>
        <h2 id="tomorrow-heading" className="text-lg font-semibold">
          {t('tomorrow.title')}
        </h2>
        {tip ? (
          <>
            <p className="mt-1 text-sm text-ink-muted">{t('tomorrow.body')}</p>
            <div className="mt-3">
              <TipLabels category={tip.category} intention={tip.intention} size="sm" />
            </div>
          </>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{t('tomorrow.generic')}</p>
        )}
      </div>
    </aside>
  );
}
