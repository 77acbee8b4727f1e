import { Workbox } from 'workbox-window';
import { addDays } from '#shared/local-date.ts';
import { connectivity, serverBack, subscribeConnectivity } from '#web/lib/connectivity.ts';
import { localToday } from '#web/lib/time-zone.ts';
import { OUTBOX_SYNC_TAG } from '../sw/names.ts';
import { offerUpdate } from './update-state.ts';

// Loaded after the page (main.tsx): the service worker, the manifest in the reader's language
// and the coming week's tips kept for a day without a network (ADR 0013). The page hands in its
// language rather than this module importing i18n, which keeps the first page's JavaScript small.

const TIP_DAYS_AHEAD = 7;

export interface PageLanguage {
  current(): string;
  onChange(listener: (language: string) => void): void;
}

function followManifestLanguage(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `/manifest.${language}.webmanifest`;
}

/** Today's and the next 7 days' tips, fetched by the worker as the page asks for them, to keep. */
function keepComingTips(wb: Workbox, language: string): void {
  const today = localToday();
  const urls = Array.from(
    { length: TIP_DAYS_AHEAD + 1 },
    (_, day) => `/api/v1/daily-tip?date=${addDays(today, day)}&lang=${language}`,
  );
  wb.messageSW({ type: 'KEEP', urls, language }).catch(() => undefined);
}

/**
 * Background Sync, where the browser has it: asked for whenever the server is lost, so the
 * worker is woken when the network is back and tells the page to send its queues.
 */
function enableBackgroundSync(registration: ServiceWorkerRegistration): void {
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
  if (!sync) return;
  subscribeConnectivity(() => {
    if (connectivity() !== 'online') sync.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === 'FLUSH_OUTBOX') serverBack();
  });
}

export async function registerServiceWorker(language: PageLanguage): Promise<void> {
  // A page the worker did not answer is not kept yet: it is asked to keep it once it runs.
  const uncontrolled = navigator.serviceWorker.controller === null;
  followManifestLanguage(language.current());
  language.onChange(followManifestLanguage);

  const wb = new Workbox('/sw.js', { scope: '/' });
  // A new version installed while this page runs the old one: offer a reload, and reload only once
  // the new worker has taken over, so the page never mixes the two.
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register();
  await wb.active;
  if (registration) enableBackgroundSync(registration);
  if (uncontrolled) {
    const url = `${window.location.pathname}${window.location.search}`;
    wb.messageSW({ type: 'KEEP_PAGE', url, language: language.current() }).catch(() => undefined);
  }
  keepComingTips(wb, language.current());
  language.onChange((next) => keepComingTips(wb, next));
}
