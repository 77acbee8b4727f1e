import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" className="fill-[#1f1a3d] dark:fill-[#2a2252]" />
      <path d="M38 14a18 18 0 1 0 12 30 15 15 0 1 1-12-30z" fill="#e9c46a" />
      <path d="M44 18l1.6 4.4L50 24l-4.4 1.6L44 30l-1.6-4.4L38 24l4.4-1.6z" fill="#c9bbff" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={t('header.homeLink')}>
      <LogoMark />
      <span className="font-display text-xl font-semibold tracking-tight">{t('appName')}</span>
    </Link>
  );
}
