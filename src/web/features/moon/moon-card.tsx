import { useTranslation } from '#web/i18n/use-translation.ts';
import type { MoonPhaseName } from '#shared/moon.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { useTonightMoon } from './moon-query.ts';
import { TonightRituals } from './tonight-rituals.tsx';
import { MOON_CARD_BOX, MoonCardPlaceholder } from './moon-card-placeholder.tsx';

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
  const { timeZone, moon: m, failed } = useTonightMoon();
  // The moon is a bonus: without an answer the card is simply not there; until one, its place is kept.
  if (!m) return failed ? null : <MoonCardPlaceholder />;
  const when = (instant: string) =>
    formatInstant(instant, i18n.language, timeZone, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <section
      aria-labelledby="moon-heading"
      className={`${MOON_CARD_BOX} bg-surface/80`}
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
      <TonightRituals moment={m.moment} />
    </section>
  );
}
