import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { LogoMark } from './logo.tsx';

const EXPLORE = [
  { to: '/rituals', key: 'allRituals' },
  { to: '/rituals?intention=love', key: 'loveRituals' },
  { to: '/rituals?intention=money', key: 'moneyRituals' },
  { to: '/rituals?intention=protection', key: 'protectionRituals' },
] as const;

const DISCOVER = [
  { to: '/about', key: 'about' },
  { to: '/journeys', key: 'journeys' },
  { to: '/daily-tip', key: 'dailyTip' },
] as const;

const YEAR = new Date().getFullYear();

const linkClass = 'rounded text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline';

type FooterLink = (typeof EXPLORE)[number] | (typeof DISCOVER)[number];

/** One titled column of the footer's links. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-sans text-xs font-semibold tracking-widest text-accent-ink uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(`footer.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-surface-2/60">
      <div className="mx-auto grid max-w-[96rem] gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 font-display text-lg font-semibold">
            <LogoMark className="size-7" />
            {t('appName')}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-ink-muted">{t('footer.tagline')}</p>
        </div>
        <FooterLinks id="footer-explore" title={t('footer.explore')} links={EXPLORE} />
        <FooterLinks id="footer-discover" title={t('footer.discover')} links={DISCOVER} />
      </div>
      <div className="border-t border-line">
        <div className="mx-auto max-w-[96rem] px-4 py-6 sm:px-6 lg:px-8">
          <p className="max-w-4xl text-xs leading-relaxed text-ink-muted">
            <strong className="font-semibold text-ink">{t('footer.disclaimerTitle')}:</strong>{' '}
            {t('footer.disclaimer')}
          </p>
          <p className="mt-3 text-xs text-ink-muted">{t('footer.rights', { year: YEAR })}</p>
        </div>
      </div>
    </footer>
  );
}
