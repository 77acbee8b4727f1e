import type { OfflineAction } from './action-kind.ts';

// How pages and the service worker tell each other the outbox changed (ADR 0013).

/** The BroadcastChannel pages and the worker announce changes on. */
export const OUTBOX_CHANNEL = 'ritualia-outbox';

/** What a change announces: `sent` holds the actions the service worker delivered. */
export interface OutboxMessage {
  type: 'changed';
  sent?: OfflineAction[];
}
