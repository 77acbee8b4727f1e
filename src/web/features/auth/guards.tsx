import { useTranslation } from '#web/i18n/use-translation.ts';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeReturnUrl } from '#shared/return-url.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { PageSpinner } from '#web/ui/spinner.tsx';
import { loginPath } from './paths.ts';
import { useSession } from './session.ts';

/** Where a guest page sends someone once they are signed in: a same-site ?returnUrl=, else home. */
export function useReturnUrl(): string {
  const [params] = useSearchParams();
  return safeReturnUrl(params.get('returnUrl')) ?? '/';
}

function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-lg font-semibold">{t('account.sessionError')}</p>
      <button type="button" className={buttonStyles.primary} onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}

/**
 * Signed-in pages: a spinner while the session is read (the page never flashes), then the page,
 * or the sign-in page with ?returnUrl= holding the requested path and query.
 */
export function RequireAuth() {
  const { user, loading, error, retry } = useSession();
  const { pathname, search } = useLocation();
  if (loading) return <PageSpinner />;
  if (error) return <SessionError onRetry={retry} />;
  if (!user) return <Navigate replace to={loginPath(`${pathname}${search}`)} />;
  return <Outlet />;
}

/** Sign-in, sign-up and forgotten password: a signed-in user goes home (or to ?returnUrl=). */
export function GuestOnly() {
  const { user, loading } = useSession();
  const target = useReturnUrl();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate replace to={target} />;
  return <Outlet />;
}
