import { CloudOff, RefreshCw } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { keptCopySince, useConnectivity } from '#web/lib/connectivity.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { DismissButton } from '#web/ui/toast-region.tsx';
import { usePendingActions } from './pending-actions.ts';
import { usePwaTexts } from './pwa-texts.ts';
import { useWaitingUpdate } from './update-state.ts';

/**
 * When what the page shows was saved: the oldest of the answers on screen (a page kept by the
 * service worker carries the moment the server rendered it) and of the copies it answered with.
 */
function useSavedSince(): number | null {
  const client = useQueryClient();
  let oldest = keptCopySince() ?? Infinity;
  for (const query of client.getQueryCache().getAll())
    if (query.getObserversCount() > 0 && query.state.data !== undefined && query.state.dataUpdatedAt > 0)
      oldest = Math.min(oldest, query.state.dataUpdatedAt);
  return Number.isFinite(oldest) ? oldest : null;
}

/** Says, politely, that the server cannot be reached, since when what is shown was saved, and what waits. */
function ConnectionNotice() {
  const t = usePwaTexts();
  const language = useUiLanguage();
  const state = useConnectivity();
  const pending = usePendingActions();
  const savedSince = useSavedSince();
  // Hidden by the reader until the connection changes again.
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  if (state === 'online' || hiddenFor === state) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm text-ink">
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p className="flex-1">
        {state === 'offline' ? t('offline.offline') : t('offline.unreachable')}
        {savedSince !== null && (
          <span className="mt-0.5 block">
            {t('offline.savedOn', {
              date: formatInstant(new Date(savedSince).toISOString(), language, undefined, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </span>
        )}
        {pending > 0 && (
          <span className="mt-0.5 block font-semibold">{t('offline.pending', { count: pending })}</span>
        )}
      </p>
      <DismissButton label={t('offline.hide')} onClick={() => setHiddenFor(state)} className="-m-1 size-7" />
    </div>
  );
}

/** A new version is ready: the reader chooses when to reload into it. */
function UpdatePrompt() {
  const t = usePwaTexts();
  const apply = useWaitingUpdate();
  const [later, setLater] = useState(false);
  if (!apply || later) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-primary-soft px-4 py-3 text-sm text-ink">
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="flex-1 font-semibold">{t('update.message')}</p>
      <button type="button" className={buttonStyles.primary} onClick={apply}>
        {t('update.reload')}
      </button>
      <button type="button" className={buttonStyles.ghost} onClick={() => setLater(true)}>
        {t('update.later')}
      </button>
    </div>
  );
}

/**
 * The app-wide notices (offline, server unreachable, new version) in one polite live region of
 * their own at the foot of the screen (the full width of a phone, a corner of wider screens), where
 * they cover neither the page's heading nor the toasts at the top. Above the day's tip card (z-40),
 * which shares the foot of a narrow screen: what the connection means comes first, and one tap puts
 * it away. Beside the page: nothing here is in the page's first JavaScript (after-load.ts mounts it).
 */
export function PwaNotices() {
  return (
    <div
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- notices with buttons, not one <output> value
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-[45] flex flex-col gap-2 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[28rem] [&>*]:pointer-events-auto [&>*]:shadow-lg [&>*]:shadow-black/10"
    >
      <Suspense fallback={null}>
        <ConnectionNotice />
        <UpdatePrompt />
      </Suspense>
    </div>
  );
}
