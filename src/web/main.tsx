import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/preload-page.ts';
import { serverPageState } from './lib/page-state.ts';
import { i18n, i18nReady } from './i18n/i18n.ts';
import { uiLanguage } from './i18n/ui-language.ts';
import { connectivity, subscribeConnectivity } from './lib/connectivity.ts';
import { queryClient } from './lib/query-client.ts';
import { whenPageIdle } from './lib/when-idle.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the app's stylesheet
import './styles/app.css';

// The queue of offline actions, the installed app's notices and the service worker start once the
// page is idle (watched from when the app takes the page over): nothing the page shows or its first
// action needs waits for them (a button or form that keeps an action offline brings the outbox with it),
// and they stay off the start-up budget. Without a network, or when the server does not answer,
// they are what the page needs (the notice, the queue) and start at once: an offline page may never
// count as idle. Only the browser's flag is read at start; the app's own state changes as requests
// answer.
let afterLoad: Promise<void> | undefined;
const startAfterLoad = () =>
  (afterLoad ??= import('./pwa/after-load.tsx')
    .then((m) =>
      m.afterLoad({
        current: uiLanguage,
        onChange: (listener) => i18n.onLanguageChanged(() => listener(uiLanguage())),
      }),
    )
    .catch(() => undefined));
// Watched from the first request on: one failing while the page loads counts too. The notices
// have a root of their own, so they need not wait for the app's.
subscribeConnectivity(() => connectivity() !== 'online' && startAfterLoad());
if (!navigator.onLine) startAfterLoad();
// A page that never falls quiet (a request retried without end) still gets them, late.
setTimeout(startAfterLoad, 20_000);
const startWhenIdle = () => whenPageIdle(queryClient, startAfterLoad);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} />
  </StrictMode>
);

const page = serverPageState();
if (page) {
  // The first render must be the server's page: same data, same translations, same language.
  // The server's answers, as fresh as when it fetched them (TanStack's hydrate() does the same
  // with more code than this page needs: only successful queries are sent).
  for (const { queryKey, state } of page.queries.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  void Promise.all([i18nReady, preloadPage(window.location.pathname, window.location.search)]).then(() => {
    // As a transition, React hydrates in slices and lets a tap through between them
    // (docs/decisions/0043-start-up-main-thread.md).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    startWhenIdle();
  });
} else {
  // `npm run dev` (or a page the server could not render): the browser renders it alone.
  createRoot(container).render(app);
  startWhenIdle();
}
