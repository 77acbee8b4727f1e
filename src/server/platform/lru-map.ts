/**
 * A Map of at most `limit` entries that drops the least recently used one to make room: what the
 * server keeps in memory for reuse (prepared statements, verified cookies, kept answers, moon
 * nights). A Map iterates in insertion order, so reading an entry moves it to the end and the
 * first key is always the one to drop.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): V {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#limit) this.#entries.delete(this.#entries.keys().next().value as K);
    return value;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }
}
