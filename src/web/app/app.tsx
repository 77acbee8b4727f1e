import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { AccountPreferencesSync } from '../features/auth/account-preferences-sync.tsx';
import { ErrorBoundary } from '../layout/error-boundary.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { AppRoutes } from './routes.tsx';

export interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** Given on the server: the path and query being rendered. */
  location?: string;
}

export function App({ i18n, queryClient, location }: AppProps) {
  const pages = (
    <ErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AccountPreferencesSync />
        {location === undefined ? (
          // Synchronous URL updates: a checkbox bound to the URL shows its new state at once.
          <BrowserRouter useTransitions={false}>{pages}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{pages}</StaticRouter>
        )}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
