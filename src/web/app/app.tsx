import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { Translator } from '#web/i18n/translator.ts';
import { TranslatorProvider, useTranslation } from '#web/i18n/use-translation.ts';
import { useTheme } from '#web/theme/use-theme.ts';
import { useSession } from '../features/auth/session.ts';
import { useOutboxUser } from '../lib/offline/outbox-user.ts';
import { ErrorBoundary } from '../layout/error-boundary.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { AppRoutes } from './routes.tsx';

export interface AppProps {
  i18n: Translator;
  queryClient: QueryClient;
  /** The server's router (a StaticRouter at the rendered path); the browser's by default. */
  router?: (pages: ReactNode) => ReactNode;
}

// Synchronous URL updates: a checkbox bound to the URL shows its new state at once.
const browserRouter = (pages: ReactNode) => <BrowserRouter useTransitions={false}>{pages}</BrowserRouter>;

// Only a signed-in user's preferences are kept in step with the account: a visitor's pages never
// load it.
const AccountPreferencesSync = lazy(() =>
  import('../features/auth/account-preferences-sync.tsx').then((m) => ({
    default: m.AccountPreferencesSync,
  })),
);

/** The outbox hears who is signed in from here: on every page, before any action can be taken. */
function SignedIn() {
  const session = useSession();
  useOutboxUser(session);
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  // What the page showed when the session became known: a language or theme changed after that,
  // while the sync below was still loading, is the person's choice to save, not one to undo.
  const [shown, setShown] = useState<{ user: string; language: string; theme: typeof theme } | null>(null);
  const user = session.user?.id;
  // Forgotten at sign-out: the next sign-in starts from what the page shows then.
  if (user !== shown?.user) setShown(user ? { user, language: i18n.language, theme } : null);
  return user && shown?.user === user ? (
    <Suspense fallback={null}>
      <AccountPreferencesSync shown={shown} />
    </Suspense>
  ) : null;
}

/**
 * Marks <html> once the app has taken the page over (after hydration, or the browser's own first
 * render): the server's HTML is readable before, but its buttons only work from then on.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  return null;
}

export function App({ i18n, queryClient, router = browserRouter }: AppProps) {
  const pages = (
    <ErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  );
  return (
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SignedIn />
        <HydrationMark />
        {router(pages)}
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
