import { Clock, Gauge, Globe, Sparkles, Sunrise } from 'lucide-react';
import type { Ritual } from '#shared/api/catalogue.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';
import { formatMinutes } from '#web/lib/format-number.ts';

/** The ritual at a glance: how long, how hard, where from, when, and what completing it earns. */
export function RitualFacts({ ritual, points }: { ritual: Ritual; points: number }) {
  const { t, i18n } = useTranslation('ritual');
  const { label } = useTaxonomy();
  const facts = [
    { key: 'duration', icon: Clock, value: formatMinutes(ritual.duration_minutes, i18n.language, 'long') },
    { key: 'difficulty', icon: Gauge, value: label('difficulty', ritual.difficulty) },
    { key: 'culture', icon: Globe, value: label('culture', ritual.culture) },
    { key: 'moment', icon: Sunrise, value: label('moment', ritual.moment) },
    { key: 'points', icon: Sparkles, value: `+${points}` },
  ] as const;
  return (
    <dl aria-label={t('facts.label')} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(({ key, icon: Icon, value }) => (
        <div
          key={key}
          className={`rounded-xl border border-line bg-surface/80 px-3 py-2.5 ${key === 'points' ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <Icon aria-hidden="true" className="size-3.5" />
            {t(`facts.${key}`)}
          </dt>
          <dd className="mt-1 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
