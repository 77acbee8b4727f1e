import { useSyncExternalStore } from 'react';

// The app's short notices (toasts), gone after 3 s, shown by ToastRegion in one polite live region
// so screen readers read them without anything blocking the page.

export const NOTICE_MS = 3000;

export type NoticeKind = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  /** A second line, e.g. the server's reason for a refusal. */
  detail?: string;
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissNotice(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  notices = notices.filter((n) => n.id !== id);
  emit();
}

/** Shows a notice for 3 s. The same text again replaces the earlier one rather than stacking. */
export function notify(kind: NoticeKind, text: string, detail?: string): number {
  for (const notice of notices)
    if (notice.text === text && notice.detail === detail) dismissNotice(notice.id);
  const id = nextId++;
  notices = [...notices, { id, kind, text, ...(detail ? { detail } : {}) }].slice(-3);
  timers.set(
    id,
    setTimeout(() => dismissNotice(id), NOTICE_MS),
  );
  emit();
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the server rendered: no notices (a notice given before hydration shows right after it). */
const NONE: readonly Notice[] = [];

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => NONE,
  );
}
