/**
 * Gathers the keys asked for during one turn of the event loop and loads them with one query,
 * run when the turn's I/O callbacks are done (`setImmediate`), or as soon as `max` keys wait.
 * Under load many requests arrive in one turn, and each query to PostgreSQL costs a round trip
 * whatever its rows (docs/decisions/0036-session-reads-batched-per-turn.md). The same key asked
 * twice is loaded once; every caller gets the value for its key, or undefined, or the load's error.
 */
export function batchedPerTurn<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  max = 64,
): (key: K) => Promise<V | undefined> {
  type Batch = Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>;
  // The batch still gathering keys; a batch that is not it was sent already.
  let open: Batch | undefined;

  const send = (batch: Batch) => {
    if (open !== batch) return;
    open = undefined;
    load([...batch.keys()]).then(
      (values) => {
        for (const [key, callers] of batch) for (const caller of callers) caller.resolve(values.get(key));
      },
      (error: unknown) => {
        for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
      },
    );
  };

  return (key) =>
    new Promise((resolve, reject) => {
      let batch = open;
      if (!batch) {
        const fresh: Batch = new Map();
        batch = open = fresh;
        setImmediate(() => send(fresh));
      }
      const callers = batch.get(key);
      if (callers) callers.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= max) send(batch);
    });
}
