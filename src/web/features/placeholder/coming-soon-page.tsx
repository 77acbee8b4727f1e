import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import type { PlaceholderPage } from './placeholder-pages.ts';

/** Stands in for a page that a later release builds; says so plainly. */
export default function ComingSoonPage({ page }: { page: PlaceholderPage }) {
  const { t } = useTranslation('placeholder');
  const title = t(`pages.${page}`);
  return (
    <div className="hero-sky min-h-[60vh] border-b border-line">
      <title>{`${title} · Ritualia`}</title>
      <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
        <span className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3.5 py-1.5 text-xs font-semibold tracking-wide text-ink uppercase">
          <Hourglass aria-hidden="true" className="size-3.5 text-accent-ink" />
          {t('badge')}
        </span>
        <h1 className="mt-5 text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t('body')}</p>
        <Link to="/" className={`${buttonStyles.primary} mt-8`}>
          {t('cta')}
        </Link>
      </div>
    </div>
  );
}
