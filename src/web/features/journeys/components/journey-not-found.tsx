import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';

/** An unknown journey: the same page the app shows for an unknown ritual, leading to the list. */
export function JourneyNotFound() {
  const { t } = useTranslation('journeys');
  return (
    <div className="hero-sky min-h-[60vh] border-b border-line">
      <title>{`${t('notFound.title')} · Ritualia`}</title>
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
        <Compass aria-hidden="true" className="size-12 text-accent-ink" />
        <h1 className="mt-5 text-3xl font-semibold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t('notFound.body')}</p>
        <Link to="/journeys" className={`${buttonStyles.primary} mt-8`}>
          {t('notFound.back')}
        </Link>
      </div>
    </div>
  );
}
