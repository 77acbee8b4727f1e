import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router';
import { isLanguage, type Language } from '#shared/languages.ts';
import type { RenderResult } from '#shared/rendered-page.ts';
import { safeReturnUrl } from '#shared/return-url.ts';
import { App } from './app/app.tsx';
import { serializePageState } from './lib/page-state.ts';
import type { PageData, PageMetaKey, RouteHandle } from './app/route-handle.ts';
import { prefetchCatalogue, prefetchRitual } from './features/catalogue/api.ts';
import { prefetchDailyTip } from './features/daily-tip/api.ts';
import { journeyQuery, prefetchJourneysRoute } from './features/journeys/api.ts';
import { prefetchProgress } from './features/progress/api.ts';
import { prefetchShop, prefetchWallet } from './features/shop/api.ts';
import { appRoutes } from './app/routes.tsx';
import { loginPath } from './features/auth/paths.ts';
import { sessionQuery } from './features/auth/session.ts';
import { i18n as browserI18n, i18nReady } from './i18n/i18n.ts';
import type { Prefetched, PrefetchContext } from './lib/prefetch-context.ts';
import { createQueryClient } from './lib/query-client.ts';

// The server's way into the web app (built by `vite build --ssr`, imported by
// src/server/modules/pages/web-renderer.ts): which answer a path gets, and the page's HTML and state.

export { setApiTransport } from './lib/api-client.ts';

/**
 * A copy for one server request, sharing the loaded translations but with a language of its own:
 * concurrent requests in different languages never change each other's.
 */
async function requestI18n(language: Language): Promise<typeof browserI18n> {
  await i18nReady;
  const copy = browserI18n.clone(language);
  await copy.changeLanguage(language);
  return copy;
}

const routes = createRoutesFromElements(appRoutes);

/** Each page's data, as its feature declares it. */
const PREFETCH: Record<PageData, (context: PrefetchContext) => Promise<Prefetched | void>> = {
  catalogue: prefetchCatalogue,
  ritual: prefetchRitual,
  shop: prefetchShop,
  progress: prefetchProgress,
  dailyTip: prefetchDailyTip,
  journeys: prefetchJourneysRoute,
};

/** Which description (meta translations) a page has, and whether search engines should skip it. */
function metaFor(pathname: string, handle: RouteHandle): { key: PageMetaKey; noindex: boolean } {
  if (handle.access === 'private') return { key: 'private', noindex: true };
  // One-time links (a reset token, a sign-in callback) are not pages to find.
  if (pathname === '/auth/reset-password' || pathname === '/auth/callback')
    return { key: 'auth', noindex: true };
  if (pathname.startsWith('/auth/')) return { key: 'auth', noindex: false };
  if (pathname === '/about' || pathname === '/shop')
    return { key: pathname.slice(1) as PageMetaKey, noindex: false };
  if (handle.data === 'journeys') return { key: 'journeys', noindex: false };
  return { key: 'catalogue', noindex: false };
}

/** A page about one thing says what that thing is: a journey's description is its summary. */
function pageDescription(
  queryClient: ReturnType<typeof createQueryClient>,
  handle: RouteHandle,
  language: Language,
  params: Record<string, string | undefined>,
): string | undefined {
  if (handle.data !== 'journeys' || !params.slug) return undefined;
  return queryClient.getQueryData(journeyQuery(language, params.slug).queryKey)?.summary;
}

/** The route's declarations, from the layout down to the page. */
function handlesFor(pathname: string): RouteHandle {
  const matches = matchRoutes(routes, pathname) ?? [];
  const merged: RouteHandle = {};
  for (const { route } of matches) {
    const handle = (route.handle ?? {}) as RouteHandle;
    Object.assign(merged, handle);
  }
  return merged;
}

function paramsFor(pathname: string): Record<string, string | undefined> {
  return matchRoutes(routes, pathname)?.at(-1)?.params ?? {};
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

// React writes what belongs in <head> (<title>, <meta>, <link>) before the content.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

/**
 * Renders `url` (path and query) for the visitor whose cookie the API transport sends, in
 * `requested` (the address's ?lang=, the language cookie or Accept-Language) — or, for a signed-in
 * user and an address that names none, in their account's language: the browser applies it as soon
 * as it knows the session, and a page rendered in another would not match it.
 */
export async function render(url: string, requested: Language): Promise<RenderResult> {
  const { pathname, searchParams, search } = new URL(url, 'http://ritualia.invalid');
  const handle = handlesFor(pathname);
  const meta = metaFor(pathname, handle);
  if (handle.redirectTo) {
    return { kind: 'redirect', location: `${handle.redirectTo}${handle.keepQuery ? search : ''}` };
  }
  const renderedAt = Date.now();
  const queryClient = createQueryClient();
  // A failed session read throws: the server then sends the page for the browser to render.
  const user = await queryClient.fetchQuery(sessionQuery);
  if (handle.access === 'private' && !user)
    return { kind: 'redirect', location: loginPath(`${pathname}${search}`) };
  if (handle.access === 'guest' && user) {
    return { kind: 'redirect', location: safeReturnUrl(searchParams.get('returnUrl')) ?? '/' };
  }
  const language = user && !isLanguage(searchParams.get('lang')) ? user.language : requested;
  const context = { queryClient, language, params: paramsFor(pathname), search: searchParams, user };
  const [prefetched] = await Promise.all([
    handle.data ? PREFETCH[handle.data](context) : undefined,
    // The layout reads a signed-in user's wallet on every page (the applied palette and frame):
    // the server and the browser's first render then start from the same answer.
    user ? prefetchWallet(context) : undefined,
  ]);
  const i18n = await requestI18n(language);
  // Only the server writes descriptions: they stay out of the browser's translations.
  await i18n.loadNamespaces('meta');

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App
      i18n={i18n}
      queryClient={queryClient}
      router={(pages) => <StaticRouter location={url}>{pages}</StaticRouter>}
    />,
    {
      onError: (error) => void errors.push(error),
      // Every boundary written in place: a boundary moved to the end would need an inline script
      // to swap it in, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const markup = await readAll(prelude);
  if (errors.length > 0) throw errors[0];
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? 'Ritualia';

  const resources: Record<string, Record<string, unknown>> = {};
  for (const namespace of i18n.used) {
    const bundle = i18n.getResourceBundle(language, namespace);
    if (bundle) resources[namespace] = bundle;
  }
  return {
    kind: 'page',
    language,
    html: markup.slice(head.length),
    head,
    title,
    description:
      pageDescription(queryClient, handle, language, paramsFor(pathname)) ??
      i18n.t(`meta:description.${meta.key}`),
    state: serializePageState({ language, resources, queries: dehydrate(queryClient), renderedAt }),
    signedIn: user !== null,
    // An address that names nothing shows the not-found page, answered as such to every client.
    status: prefetched === 'missing' ? 404 : 200,
    noindex: meta.noindex || prefetched === 'missing',
  };
}
