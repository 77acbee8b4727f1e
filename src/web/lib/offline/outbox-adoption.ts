import { addAction, type AnyKind, type Kinds, type OfflineAction } from './action-kind.ts';
import type { ActionStore } from './action-store.ts';
import type { KeptActions } from './kept-actions.ts';

// What the outbox takes over when a kind registers or the store changes: actions a kind kept under
// its older key, and refusals the service worker received while no page was open.

/** Moves what a kind kept under its older key into the store (entries there had no `kind`). */
export function adoptLegacy(store: ActionStore, kept: KeptActions, kinds: Kinds, kind: AnyKind) {
  if (!kind.legacyKey) return;
  const legacyKey = kind.legacyKey;
  const found = () =>
    store
      .readLegacy(legacyKey)
      .map((e) => (e && typeof e === 'object' && !('kind' in e) ? { ...e, kind: kind.kind } : e))
      .filter((e): e is OfflineAction => kind.isValid(e as OfflineAction));
  if (found().length === 0) return;
  // Read again when the store takes the change: a tab that moved them in (and sent them) first
  // has removed the key by then.
  void kept
    .update((current) => found().reduce((queue, action) => addAction(kinds, queue, action), current))
    .then(() => {
      if (kept.works()) store.removeLegacy(legacyKey);
    });
}

/** Refusals the worker received while no page was open: told now, by their kind. */
export function adoptRefusals(store: ActionStore, kept: KeptActions, kinds: Kinds) {
  void kept.persist(async () => {
    if (!kept.works()) return;
    const taken = await store.takeRefusals((a) => kinds.has(a.kind));
    for (const { action, message } of taken) kinds.get(action.kind)?.onRefused?.(action, message, false);
  });
}
