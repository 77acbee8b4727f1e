import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { AccountPreferencesSync } from '../features/auth/account-preferences-sync.tsx';
import { i18n } from '../i18n/i18n.ts';
import { ErrorBoundary } from '../layout/error-boundary.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AccountPreferencesSync />
        {/* Synchronous URL updates: a checkbox bound to the URL shows its new state at once. */}
        <BrowserRouter useTransitions={false}>
          <ErrorBoundary>
            <Suspense fallback={<PageSpinner />}>
              <AppRoutes />
            </Suspense>
          </ErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
