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

type TipFields = Pick<PathItem, 'content' | 'category' | 'intention'>;

/** A commitment the server has or one still queued here: the same fields either way. */
function pathItem(entry: { date: LocalDate; tip: TipFields | null }, pending: boolean): PathItem {
  const { tip } = entry;
  return {
    date: entry.date,
    content: tip?.content ?? null,
    category: tip?.category ?? null,
    intention: tip?.intention ?? null,
    pending,
  };
}

/** The server's commitments and the ones still queued here, newest first, one per date. */
export function pathItems(list: CommitmentList | undefined, queued: readonly QueuedCommitment[]): PathItem[] {
  const items = new Map<LocalDate, PathItem>();
  for (const c of list?.commitments ?? []) items.set(c.date, pathItem(c, false));
  for (const q of queued) {
    if (!items.has(q.date)) items.set(q.date, pathItem(q, true));
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
