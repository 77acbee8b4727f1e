import type { Outcome } from './action-kind.ts';

// Those waiting for the server's answer to an action they just made, by `kind:subject`: each hears
// one outcome, the first that settles the action.

export function createOutcomeWaiters() {
  const waiters = new Map<string, ((outcome: Outcome) => void)[]>();
  return {
    wait: (id: string): Promise<Outcome> =>
      new Promise<Outcome>((resolve) => waiters.set(id, [...(waiters.get(id) ?? []), resolve])),
    has: (id: string): boolean => waiters.has(id),
    settle(id: string, outcome: Outcome) {
      const pending = waiters.get(id);
      if (!pending) return;
      waiters.delete(id);
      for (const resolve of pending) resolve(outcome);
    },
    /** Everyone still waiting hears `outcome`. */
    settleAll(outcome: Outcome) {
      for (const id of waiters.keys()) this.settle(id, outcome);
    },
  };
}
