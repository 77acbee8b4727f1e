import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '#web/i18n/i18n.ts';
import type { Namespace } from '#web/i18n/translation-types.ts';
import { TranslatorProvider } from '#web/i18n/use-translation.ts';

// What a component test needs around it: the real translations, a fresh query cache and a router;
// the server is the only fake, behind fetch.

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A JSON answer as the server gives it. */
export function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Fakes the server: `reply` answers each request (by method and path without the query); what was
 * sent is kept, in order. An unexpected request answers 404, as the real server would.
 */
export function fakeServer(reply: (sent: Sent) => Response | Promise<Response> | undefined) {
  const requests: Sent[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const sent: Sent = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(sent);
    return (await reply(sent)) ?? answer(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchFake);
  return { requests, fetch: fetchFake };
}

/** Renders `ui` as a page at `path` would, in `language`, once its namespaces are loaded. */
export async function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    language = 'es',
    namespaces = [],
  }: { path?: string; language?: string; namespaces?: Namespace[] } = {},
) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', ...namespaces]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
  return { ...result, queryClient };
}

/** Makes the browser prefer reduced motion (or not) for the media queries the app reads. */
export function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
