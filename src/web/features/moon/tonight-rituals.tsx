import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { MAX_PAGE_SIZE, type RitualListResponse } from '#shared/api/catalogue.ts';
import type { Language } from '#shared/languages.ts';
import type { MoonMoment } from '#shared/moon.ts';
import { TONIGHT_ROW_SIZE, tonightRituals } from '#shared/tonight-rituals.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { request } from '#web/lib/api-client.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';
import { formatMinutes } from '#web/lib/format-number.ts';
import { TonightRowPlaceholder } from './moon-card-placeholder.tsx';

/**
 * The rituals of one moon moment, from the catalogue API: one page, never the catalogue (a moon
 * moment holds a dozen or so), from which the row picks the simplest first.
 */
function momentRitualsQuery(language: Language, moment: MoonMoment) {
  return queryOptions({
    queryKey: ['rituals', language, 'moment', moment, MAX_PAGE_SIZE],
    queryFn: ({ signal }): Promise<RitualListResponse> =>
      request(`/api/v1/rituals?${new URLSearchParams({ moment, limit: String(MAX_PAGE_SIZE) })}`, {
        signal,
        language,
        schema: () => import('#shared/api/catalogue.ts').then((m) => m.ritualListResponseSchema),
      }),
  });
}

/** "Good for tonight": a few rituals whose moment is tonight's, simplest first, and a link to all. */
export function TonightRituals({ moment }: { moment: MoonMoment }) {
  const { t, i18n } = useTranslation('moon');
  const { label } = useTaxonomy();
  const language = useUiLanguage();
  const rituals = useQuery(momentRitualsQuery(language, moment));
  const list = tonightRituals(rituals.data?.data ?? []);
  return (
    <div className="w-full border-t border-line pt-3" data-testid="tonight-rituals">
      <h3 className="text-sm font-semibold">{t('goodTonight', { moment: label('moment', moment) })}</h3>
      {rituals.isPending && <TonightRowPlaceholder size={TONIGHT_ROW_SIZE} />}
      {list.length > 0 && (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {list.map((ritual) => (
            <li key={ritual.id}>
              <Link
                to={`/ritual/${ritual.id}`}
                className="flex h-full flex-col rounded-xl border border-line bg-bg px-3 py-2 hover:border-primary/40"
              >
                <span className="font-semibold">{ritual.title}</span>
                <span className="text-xs text-ink-muted">
                  {label('intention', ritual.intention)} ·{' '}
                  {formatMinutes(ritual.duration_minutes, i18n.language, 'short')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {rituals.data && (
        <Link
          to={`/?moment=${moment}`}
          className="mt-2 inline-block text-sm font-semibold text-primary hover:underline"
        >
          {t('seeAll', { count: rituals.data.total })}
        </Link>
      )}
    </div>
  );
}
