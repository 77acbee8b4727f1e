/// <reference lib="webworker" />
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { FROM_CACHE_HEADER, OUTBOX_SYNC_TAG, PAGES_CACHE, USER_CACHE } from './names.ts';
import type { OfflineAction } from '../lib/offline/action-kind.ts';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../lib/offline/outbox-channel.ts';
import { idbBackend, openOutboxDb } from '../lib/offline/idb-backend.ts';
import { sendQueue } from './outbox-sender.ts';
import { isContentRead, isUserRead } from './routes.ts';

// The service worker (ADR 0013): the built app is precached so it opens without a network; API
// reads go to the network first and fall back to the last answer only when it cannot be had;
// reminders arrive as push notifications. A new version waits until the page says to take over,
// so one page never runs old and new code together.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// No directory index: '/' is the home page the server renders, not the precached shell
// (index.html), which would otherwise answer it from the precache, online or not.
// oxlint-disable-next-line no-underscore-dangle -- the name vite-plugin-pwa fills in with the build's files
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown; url?: unknown; language?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page's coming tips, asked for as the page would (same URL and language), to keep a copy.
  if (data?.type === 'KEEP' && Array.isArray(data.urls) && typeof data.language === 'string') {
    const headers = { Accept: 'application/json', 'Accept-Language': data.language };
    const urls = data.urls.filter(
      (u): u is string => typeof u === 'string' && isContentRead(new URL(u, self.location.origin).pathname),
    );
    event.waitUntil(
      Promise.all(
        urls.map((u) =>
          content.handle({ event, request: new Request(u, { headers }) }).catch(() => undefined),
        ),
      ),
    );
  }
  // The page this worker did not answer (the first visit, before it was installed), asked for
  // again to keep, so it opens without a network as it was seen.
  if (data?.type === 'KEEP_PAGE' && typeof data.url === 'string' && typeof data.language === 'string') {
    const address = new URL(data.url, self.location.origin);
    if (address.origin !== self.location.origin || /^\/(api|calendar)\//.test(address.pathname)) return;
    const headers = { Accept: 'text/html', 'Accept-Language': data.language };
    event.waitUntil(
      pages.handle({ event, request: new Request(address.href, { headers }) }).catch(() => undefined),
    );
  }
});

const month = 30 * 24 * 60 * 60;

// Pages: the server's answer when it comes within a few seconds; else the page as the server last
// rendered it here (its data inside, so it opens as it was seen); else the precached shell, which
// renders whatever the cached API answers allow. Only a page answered as itself is kept: a
// redirect's destination must not be filed under the address that redirected.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  // A page varies with the cookie and the languages the browser sends; the copy kept here is this
  // browser's own (dropped on sign-out), so its address alone finds it, kept by a navigation or
  // by the page's own request (KEEP_PAGE).
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: month }),
    {
      cacheWillUpdate: async ({ response }: { response: Response }) =>
        response.status === 200 && !response.redirected ? response : null,
    },
  ],
});
registerRoute(
  new NavigationRoute(
    async (options: RouteHandlerCallbackOptions) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/calendar\//] },
  ),
);

// Kept pages name the scripts of the version that rendered them: a new version starts without them.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

/** A kept copy says so, so the page knows the server did not answer. */
function markedFromCache(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
const markCopies = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse ? markedFromCache(cachedResponse) : cachedResponse,
};

// The catalogue, rituals and tips: fresh when the server answers soon, the last copy otherwise.
const content = new NetworkFirst({
  cacheName: 'ritualia-content',
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: month }), markCopies],
});
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isContentRead(url.pathname),
  content,
);

// The session and the user's own data: never the cache while the server answers, however slowly;
// the last copy only without a network or while the server fails.
const userReads = new NetworkFirst({
  cacheName: USER_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: month }), markCopies],
});
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isUserRead(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    const response = await userReads.handle(options);
    if (response.status < 500) return response;
    const cached = await caches.match(options.request, { cacheName: USER_CACHE });
    return cached ? markedFromCache(cached) : response;
  },
);

// Background Sync: the browser wakes us when the connection is back, and we send the queue the
// pages keep in IndexedDB ourselves, with no page open; open pages then hear the server is back.
const outboxDb = idbBackend(openOutboxDb());
function announce(sent: OfflineAction[]) {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  // A BroadcastChannel reaches only this origin's pages: it takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  channel.postMessage({ type: 'changed', sent } satisfies OutboxMessage);
  channel.close();
}
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    sendQueue({
      backend: outboxDb,
      fetch: (...args) => fetch(...args),
      now: () => Date.now(),
      announce,
    }).finally(() =>
      self.clients.matchAll({ type: 'window' }).then((clients) => {
        // A service worker's Client (same origin by definition), not a window: no target origin.
        // oxlint-disable-next-line unicorn/require-post-message-target-origin
        for (const client of clients) client.postMessage({ type: 'FLUSH_OUTBOX' });
      }),
    ),
  );
});

self.addEventListener('push', (event) => {
  let payload: { title?: string; body?: string; url?: string; tag?: string } = {};
  try {
    payload = (event.data?.json() as typeof payload | undefined) ?? {};
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'Ritualia', {
      body: payload.body ?? '',
      tag: payload.tag ?? 'ritualia-reminder',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url ?? '/daily-tip' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/daily-tip',
    self.location.origin,
  );
  // Only our own pages open from a notification.
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/daily-tip`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      const open = clients[0];
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});
