import type { CommitmentList, Streak } from '#shared/api/daily-tip.ts';
import type { LocalDate } from '#shared/local-date.ts';
import { streakSummary } from '#shared/streaks.ts';
import type { QueuedCommitment } from './commitment-queue.ts';

export interface PathItem {
  date: LocalDate;
  content: string | null;
  category: string | null;
  intention: string | null;
  pending: boolean;
}

/** The server's commitments and the ones still queued here, newest first, one per date. */
export function pathItems(list: CommitmentList | undefined, queued: readonly QueuedCommitment[]): PathItem[] {
  const items = new Map<LocalDate, PathItem>();
  for (const c of list?.commitments ?? []) {
    items.set(c.date, {
      date: c.date,
      content: c.tip?.content ?? null,
      category: c.tip?.category ?? null,
      intention: c.tip?.intention ?? null,
      pending: false,
    });
  }
  for (const q of queued) {
    if (items.has(q.date)) continue;
    items.set(q.date, {
      date: q.date,
      content: q.tip?.content ?? null,
      category: q.tip?.category ?? null,
      intention: q.tip?.intention ?? null,
      pending: true,
    });
  }
  return [...items.values()].sort((a, b) => (a.date < b.date ? 1 : -1));
}

/**
 * The server's streak, recomputed with the commitments still waiting here (docs/product-rules.md, Days and
 * streaks).
 */
export function streakWithQueued(
  streak: Streak | undefined,
  items: readonly PathItem[],
  today: LocalDate,
): Pick<Streak, 'current' | 'longest' | 'status'> {
  const pending = items.some((item) => item.pending);
  if (streak && !pending) return streak;
  const local = streakSummary(
    items.map((item) => item.date),
    today,
    streak?.frozen_days ?? [],
  );
  return {
    current: local.current,
    longest: Math.max(local.longest, streak?.longest ?? 0),
    status: local.status,
  };
}
