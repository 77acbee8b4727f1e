import { useTranslation } from '#web/i18n/use-translation.ts';
import { NotFoundPage } from '#web/ui/not-found-page.tsx';

/** An unknown journey: the app's not-found page, leading to the list. */
export function JourneyNotFound() {
  const { t } = useTranslation('journeys');
  return (
    <NotFoundPage
      title={t('notFound.title')}
      body={t('notFound.body')}
      back={t('notFound.back')}
      to="/journeys"
    />
  );
}
