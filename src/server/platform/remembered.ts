/**
 * What is read once and then kept for the process's life (content that changes only with a
 * release: the achievement rules, their texts per language), one promise per key: callers racing
 * to be first share it. A failed read is not kept, so the next call tries again instead of
 * answering the same error until a restart. `args` reach the read only (a transaction to read
 * through); they are not part of the key.
 */
export function rememberedPerKey<K, A extends unknown[], T>(
  read: (key: K, ...args: A) => Promise<T>,
): (key: K, ...args: A) => Promise<T> {
  const kept = new Map<K, Promise<T>>();
  return (key, ...args) => {
    let value = kept.get(key);
    if (!value) {
      value = read(key, ...args).catch((error: unknown) => {
        kept.delete(key);
        throw error;
      });
      kept.set(key, value);
    }
    return value;
  };
}

/** One value read once and kept, as {@link rememberedPerKey} does for each of several keys. */
export function remembered<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  const once = rememberedPerKey((_: null, ...args: A) => read(...args));
  return (...args) => once(null, ...args);
}
