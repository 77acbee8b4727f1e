import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MoonPhaseName } from '#shared/moon.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';
import { request } from '#web/lib/api-client.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';

const PHASE_GLYPH: Record<MoonPhaseName, string> = {
  new: '🌑',
  waxingCrescent: '🌒',
  firstQuarter: '🌓',
  waxingGibbous: '🌔',
  full: '🌕',
  waningGibbous: '🌖',
  lastQuarter: '🌗',
  waningCrescent: '🌘',
};

/** Tonight's moon in this browser's time zone, and the rituals whose moment suits it. */
export default function MoonCard() {
  const { t, i18n } = useTranslation('moon');
  const { label } = useTaxonomy();
  const timeZone = browserTimeZone();
  const moon = useQuery({
    queryKey: ['moon', timeZone],
    queryFn: async ({ signal }) =>
      (
        await request(`/api/v1/moon?tz=${encodeURIComponent(timeZone)}`, {
          signal,
          schema: () => import('#shared/api/moon.ts').then((m) => m.moonResponseSchema),
        })
      ).data,
    staleTime: 10 * 60_000,
  });
  // The moon is a bonus: without an answer the card is simply not there.
  if (!moon.data) return null;
  const m = moon.data;
  const when = (instant: string) =>
    formatInstant(instant, i18n.language, timeZone, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <section
      aria-labelledby="moon-heading"
      className="flex max-w-3xl flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface/80 p-4"
      data-testid="moon-card"
    >
      <span aria-hidden="true" className="text-4xl leading-none">
        {PHASE_GLYPH[m.phase]}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="moon-heading" className="text-sm font-semibold text-ink-muted">
          {t('title')}
        </h2>
        <p className="font-display text-lg font-semibold">
          {t(`phases.${m.phase}`)} · {t('illumination', { percent: Math.round(m.illumination * 100) })}
        </p>
        <p className="text-sm text-ink-muted">
          {t('nextFull', { date: when(m.next_full_moon) })} · {t('nextNew', { date: when(m.next_new_moon) })}
        </p>
      </div>
      {m.moment && (
        <Link to={`/?moment=${m.moment}`} className="text-sm font-semibold text-primary hover:underline">
          {t('goodTonight', { moment: label('moment', m.moment) })}
        </Link>
      )}
    </section>
  );
}
