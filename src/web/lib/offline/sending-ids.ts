// The `kind:subject` of the actions a page is sending now, so a screen can tell an action on its
// way to the server from one waiting for the connection. A new set at each change: React compares
// snapshots by identity.

export function createSendingIds(onChange: () => void) {
  let ids: ReadonlySet<string> = new Set();
  return {
    current: (): ReadonlySet<string> => ids,
    /** `now`: whether the action is being sent from this moment on. */
    mark(id: string, now: boolean) {
      if (ids.has(id) === now) return;
      const next = new Set(ids);
      if (now) next.add(id);
      else next.delete(id);
      ids = next;
      onChange();
    },
    /** Nothing is being sent any more (the pass is over). */
    clear() {
      if (ids.size === 0) return;
      ids = new Set();
      onChange();
    },
  };
}
