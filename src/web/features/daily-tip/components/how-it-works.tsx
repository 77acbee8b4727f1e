import { CalendarDays, Heart, Zap } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';

const POINTS = [
  { icon: CalendarDays, title: 'howItWorks.uniqueTitle', body: 'howItWorks.uniqueBody' },
  { icon: Heart, title: 'howItWorks.intentionTitle', body: 'howItWorks.intentionBody' },
  { icon: Zap, title: 'howItWorks.actionTitle', body: 'howItWorks.actionBody' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('dailyTip');
  return (
    <section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="text-2xl font-semibold">
        {t('howItWorks.title')}
      </h2>
      <ol className="mt-5 grid gap-4 md:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="rounded-2xl border border-line bg-surface p-5">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-primary-soft text-primary"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">{index + 1}. </span>
                {t(title)}
              </h3>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-ink-muted">{t(body)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
