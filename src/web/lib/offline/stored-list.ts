// A list kept in the browser's storage under one key (the queues of offline actions): unreadable
// storage or entries are left out rather than breaking the page.

export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredList<T>(
  storage: ListStorage | null,
  key: string,
  isEntry: (v: unknown) => v is T,
): T[] {
  try {
    const raw = storage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** False when the browser refuses to store (blocked or full storage): the page keeps it in memory. */
export function writeStoredList(storage: ListStorage | null, key: string, list: readonly unknown[]): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a list once its entries live elsewhere; storage that refuses keeps it, read again later. */
export function removeStoredList(storage: ListStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage: nothing to forget.
  }
}
