import type { OfflineAction } from './action-kind.ts';
import type { ActionStore } from './action-store.ts';

// The page's copy of the kept actions and its work with the store: a change shows at once and is
// then stored as a read-modify-write, one store step after the other, so another tab's or the
// worker's changes are kept. Where the browser refuses to store, the page keeps them in memory.

type Change = (current: OfflineAction[]) => OfflineAction[];

export function createKeptActions(
  store: ActionStore,
  /** Drops malformed entries of the kinds registered so far. */
  clean: (actions: readonly OfflineAction[]) => OfflineAction[],
  onChange: () => void,
) {
  let actions: OfflineAction[] = [];
  let works = true;
  // Changes shown already but not yet stored: applied again over what the store answers.
  const unstored: Change[] = [];
  let writes: Promise<void> = Promise.resolve();

  const withUnstored = (stored: readonly OfflineAction[]) =>
    unstored.reduce((queue, change) => change(queue), clean(stored));

  function persist(step: () => Promise<void>): Promise<void> {
    writes = writes.then(step).catch(() => undefined);
    return writes;
  }

  return {
    current: (): OfflineAction[] => actions,
    /** Whether the store takes changes (else they live in this page's memory only). */
    works: (): boolean => works,
    /** Drops, in the page's copy, what a newly registered kind finds malformed. */
    clean() {
      actions = clean(actions);
    },
    /** Runs `step` after every store step asked for so far. */
    persist,
    /** Reads the store again (changed by another tab or the worker). */
    read: (): Promise<void> =>
      persist(async () => {
        if (!works) return;
        actions = withUnstored(await store.read());
        onChange();
      }),
    update(change: Change): Promise<void> {
      actions = change(actions);
      unstored.push(change);
      onChange();
      return persist(async () => {
        const stored = works ? await store.update((current) => change(clean(current))) : null;
        unstored.shift();
        if (stored === null) {
          works = false;
          return;
        }
        actions = withUnstored(stored);
        onChange();
      });
    },
    /** Resolves once the store has taken every change asked of it so far. */
    stored: (): Promise<void> => writes,
  };
}
export type KeptActions = ReturnType<typeof createKeptActions>;
