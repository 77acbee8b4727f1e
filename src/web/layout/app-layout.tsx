import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { DailyTipOverlayMount } from '../features/daily-tip/daily-tip-overlay-mount.tsx';
import { AchievementToastsSlot } from '../features/progress/achievement-toasts-slot.tsx';
import { AppliedCosmetics } from '../features/shop/applied-cosmetics.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * After a move to another page: back to the top (Back/Forward keep the browser's scroll) and focus on
 * the main region, so keyboard and screen-reader users start there. Query-only changes do neither.
 */
function usePageChangeFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  return mainRef;
}

export function AppLayout() {
  const { t } = useTranslation();
  const mainRef = usePageChangeFocus();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall below the header: the footer starts below the fold, so a page whose
          content arrives later grows downwards without moving anything in view. */}
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="min-h-[calc(100dvh-4rem-1px)] flex-1 outline-none"
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* The notices' live region is on every page from the start: an action taken at once (or
          offline, before anything else could load) still says how it went. */}
      <ToastRegion dismissLabel={t('notices.dismiss')} />
      <DailyTipOverlayMount />
      <AchievementToastsSlot />
      <AppliedCosmetics />
    </div>
  );
}
