import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { PageHero } from '#web/ui/page-hero.tsx';
import { FirstLoad } from '#web/ui/query-status.tsx';
import { useSession } from '../auth/session.ts';
import { journeysQuery, myJourneysQuery } from './api.ts';
import { JourneyCard } from './components/journey-card.tsx';

/** /journeys — every journey, open to visitors; a signed-in user sees which ones they follow. */
export default function JourneysPage() {
  const { t } = useTranslation('journeys');
  const language = useUiLanguage();
  const { user } = useSession();
  const list = useQuery(journeysQuery(language));
  const mine = useQuery({ ...myJourneysQuery, enabled: user !== null });
  const following = new Set(user ? (mine.data ?? []).map((enrolment) => enrolment.slug) : []);

  return (
    <>
      <title>{`${t('pageTitle')} · Ritualia`}</title>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <FirstLoad
          query={list}
          loading={t('loading')}
          failure={{ title: t('loadError.title'), body: t('loadError.body'), retry: t('loadError.retry') }}
        />
        {list.data && (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.map((journey) => (
              <li key={journey.slug}>
                <JourneyCard journey={journey} following={following.has(journey.slug)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
