import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { HeaderAccount, MobileAccount } from './account-area.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

// At most one of the header's pop-ups (language, account, mobile menu) is open at a time: opening
// one closes the others.
type OpenMenu = 'language' | 'account' | 'mobile' | null;

/** Closes the mobile menu on Escape (focus back on its toggle) and on a click outside the header. */
function useDismissMobileMenu(open: boolean, close: () => void) {
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);
  return { headerRef, toggleRef };
}

export function Header() {
  const { t } = useTranslation();
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const mobileOpen = openMenu === 'mobile';
  const closeMobile = useCallback(
    () => setOpenMenu((current) => (current === 'mobile' ? null : current)),
    [],
  );
  const { headerRef, toggleRef } = useDismissMobileMenu(mobileOpen, closeMobile);
  const onLanguageOpenChange = useCallback((open: boolean) => setOpenMenu(open ? 'language' : null), []);
  const onAccountOpenChange = useCallback((open: boolean) => setOpenMenu(open ? 'account' : null), []);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-line/80 bg-bg/85 backdrop-blur-md supports-[backdrop-filter]:bg-bg/75"
    >
      <div className="mx-auto flex h-16 max-w-[96rem] items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('nav.label')} className="ml-6 hidden md:block">
          <NavLinks variant="desktop" />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageMenu open={openMenu === 'language'} onOpenChange={onLanguageOpenChange} />
          <ThemeToggle />
          <div className="ml-2 hidden md:block">
            <HeaderAccount open={openMenu === 'account'} onOpenChange={onAccountOpenChange} />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className={`${buttonStyles.icon} md:hidden`}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setOpenMenu(mobileOpen ? null : 'mobile')}
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="border-t border-line/80 bg-bg px-4 pt-3 pb-5 shadow-lg shadow-black/5 md:hidden"
      >
        <nav aria-label={t('nav.label')}>
          <NavLinks variant="mobile" onNavigate={closeMobile} />
        </nav>
        <div className="mt-4 border-t border-line/80 pt-4">
          <MobileAccount onNavigate={closeMobile} />
        </div>
      </div>
    </header>
  );
}
