import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createRoutesFromElements, matchRoutes } from 'react-router';
import type { Language } from '#shared/languages.ts';
import { safeReturnUrl } from '#shared/return-url.ts';
import { App } from './app/app.tsx';
import { serializePageState } from './lib/page-state.ts';
import type { PageMetaKey, RouteHandle } from './app/route-handle.ts';
import { appRoutes } from './app/routes.tsx';
import { loginPath } from './features/auth/paths.ts';
import { sessionQuery } from './features/auth/session.ts';
import { requestI18n } from './i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

// The server's way into the web app (built by `vite build --ssr`, imported by
// src/server/http/page-renderer.ts): which answer a path gets, and the page's HTML and state.

export { setApiTransport } from './lib/api-client.ts';

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** The content of #root. */
      html: string;
      /** What the page asked to have in <head> (its <title>). */
      head: string;
      title: string;
      description: string;
      /** The JSON the browser's first render starts from (see app/page-state.ts). */
      state: string;
      signedIn: boolean;
      noindex: boolean;
    };

const routes = createRoutesFromElements(appRoutes);

/** The route's declarations, from the layout down to the page. */
function handlesFor(pathname: string): RouteHandle {
  const matches = matchRoutes(routes, pathname) ?? [];
  const merged: RouteHandle = {};
  const prefetches: NonNullable<RouteHandle['prefetch']>[] = [];
  for (const { route } of matches) {
    const handle = (route.handle ?? {}) as RouteHandle;
    Object.assign(merged, handle);
    if (handle.prefetch) prefetches.push(handle.prefetch);
  }
  merged.prefetch = (context) => Promise.all(prefetches.map((prefetch) => prefetch(context)));
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

const META_KEYS = {
  catalogue: 'meta.catalogue',
  about: 'meta.about',
  shop: 'meta.shop',
  auth: 'meta.auth',
  private: 'meta.private',
} as const satisfies Record<PageMetaKey, string>;

/** Renders `url` (path and query) for the visitor whose cookie the API transport sends. */
export async function render(url: string, language: Language): Promise<RenderResult> {
  const { pathname, searchParams, search } = new URL(url, 'http://ritualia.invalid');
  const handle = handlesFor(pathname);
  if (handle.redirectTo) {
    return { kind: 'redirect', location: `${handle.redirectTo}${handle.keepQuery ? search : ''}` };
  }
  const queryClient = createQueryClient();
  // A failed session read throws: the server then sends the page for the browser to render.
  const user = await queryClient.fetchQuery(sessionQuery);
  if (handle.access === 'private' && !user)
    return { kind: 'redirect', location: loginPath(`${pathname}${search}`) };
  if (handle.access === 'guest' && user) {
    return { kind: 'redirect', location: safeReturnUrl(searchParams.get('returnUrl')) ?? '/' };
  }
  await handle.prefetch?.({ queryClient, language, params: paramsFor(pathname), search: searchParams, user });
  const i18n = await requestI18n(language);

  const errors: unknown[] = [];
  const { prelude } = await prerender(<App i18n={i18n} queryClient={queryClient} location={url} />, {
    onError: (error) => void errors.push(error),
    // Every boundary written in place: a boundary moved to the end would need an inline script
    // to swap it in, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const markup = await readAll(prelude);
  if (errors.length > 0) throw errors[0];
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? 'Ritualia';

  const resources: Record<string, Record<string, unknown>> = {};
  for (const namespace of i18n.reportNamespaces?.getUsedNamespaces() ?? []) {
    const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
    if (bundle) resources[namespace] = bundle;
  }
  return {
    kind: 'page',
    html: markup.slice(head.length),
    head,
    title,
    description: i18n.t(META_KEYS[handle.meta ?? 'catalogue']),
    state: serializePageState({ language, resources, queries: dehydrate(queryClient) }),
    signedIn: user !== null,
    noindex: handle.noindex === true,
  };
}
