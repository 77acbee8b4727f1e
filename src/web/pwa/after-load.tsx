import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { i18n } from '#web/i18n/i18n.ts';
import { TranslatorProvider } from '#web/i18n/use-translation.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers completions and favourites with the outbox
import '#web/features/progress/offline-sync.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers journal notes with the outbox
import '#web/features/journal/note-outbox.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers journey steps with the outbox
import '#web/features/journeys/journey-step-outbox.ts';
import { connectivity, reportServer, subscribeConnectivity } from '#web/lib/connectivity.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { removeLegacyAuthStorage } from '#web/features/auth/legacy-storage.ts';
import { mirrorPreferences } from '#web/lib/mirror-preferences.ts';
import { PwaNotices } from './pwa-notices.tsx';
import { registerServiceWorker, type PageLanguage } from './register-sw.ts';

// What the page starts once it has loaded (main.tsx), in one chunk off the first paint's budget:
// the outbox with the kinds of action every page may have left (completions, favourites, notes,
// journey steps), sent for whoever the app says is signed in (lib/offline/outbox-user.ts), and the
// service worker.

const PROBE_MS = 10_000;
let probe: ReturnType<typeof setTimeout> | null = null;

/** While the server cannot be reached, it is asked again every 10 s (readiness, not cached). */
function probeWhileUnreachable(): void {
  if (probe !== null || connectivity() !== 'unreachable') return;
  probe = setTimeout(() => {
    probe = null;
    fetch('/api/ready', { cache: 'no-store' })
      .then(
        (response) => reportServer(response.status !== 503),
        () => reportServer(false),
      )
      .finally(probeWhileUnreachable);
  }, PROBE_MS);
}

/** The notices get a root of their own, beside the app's, with the app's texts. */
function mountNotices(): void {
  const container = document.createElement('div');
  container.id = 'pwa-notices';
  document.body.append(container);
  createRoot(container).render(
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PwaNotices />
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}

export function afterLoad(language: PageLanguage): void {
  // Nothing the first paint needs, so off the start chunks: old copies of users and tokens go
  // (sessions live only in the httpOnly cookie, docs/product-rules.md, Accounts and security), and
  // choices kept only in storage reach the cookies.
  try {
    removeLegacyAuthStorage(localStorage);
  } catch {
    // Storage blocked: nothing stored to remove.
  }
  mirrorPreferences();
  mountNotices();
  subscribeConnectivity(probeWhileUnreachable);
  probeWhileUnreachable();
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    registerServiceWorker(language).catch(() => undefined);
}
