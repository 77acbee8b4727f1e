import { useTranslation } from '#web/i18n/use-translation.ts';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/', key: 'home', end: true },
  { to: '/daily-tip', key: 'dailyTip', end: false },
  { to: '/progress', key: 'progress', end: false },
  { to: '/journeys', key: 'journeys', end: false },
  { to: '/about', key: 'about', end: false },
] as const;

const desktop = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-primary-soft text-ink' : 'text-ink-muted hover:text-ink'
  }`;

const mobile = ({ isActive }: { isActive: boolean }) =>
  `flex rounded-xl px-4 py-3 text-base font-medium ${
    isActive ? 'bg-primary-soft text-ink' : 'text-ink-muted hover:bg-surface-2 hover:text-ink'
  }`;

/** The main links; NavLink marks the current one with aria-current="page". */
export function NavLinks({
  variant,
  onNavigate,
}: {
  variant: 'desktop' | 'mobile';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={variant === 'desktop' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            className={variant === 'desktop' ? desktop : mobile}
            onClick={onNavigate}
          >
            {({ isActive }) => (
              <>
                {t(`nav.${link.key}`)}
                {isActive && variant === 'desktop' && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-4 -bottom-[13px] h-0.5 rounded-full bg-accent"
                  />
                )}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
