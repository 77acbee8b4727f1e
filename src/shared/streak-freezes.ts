import { addDays, daysBetween, isLocalDate, type LocalDate } from './local-date.ts';

// When streak freezes are used (docs/decisions/0011-shop-and-streak-freezes.md): a held freeze
// covers a missed day automatically, the first missed day first, one freeze per day. Only the
// days after the user's latest committed or frozen day are considered (older gaps stay gaps),
// today is never missed yet, and a freeze covers a day only if it was bought on or before it.

export interface FreezePlanInput {
  /** Dates with a daily-tip commitment. */
  committed: Iterable<LocalDate>;
  /** Dates already covered by a freeze. */
  frozen: Iterable<LocalDate>;
  /** The local date of each streak-freeze purchase. */
  bought: Iterable<LocalDate>;
  today: LocalDate;
}

/** The missed days to cover now, oldest first (each one uses a freeze). */
export function freezesToUse({ committed, frozen, bought, today }: FreezePlanInput): LocalDate[] {
  const covered = [...committed, ...frozen].filter((d) => isLocalDate(d) && d < today).sort();
  const latest = covered.at(-1);
  if (!latest) return [];
  const purchases = [...bought].sort();
  let used = [...frozen].length;
  const plan: LocalDate[] = [];
  for (let day = addDays(latest, 1); daysBetween(day, today) > 0; day = addDays(day, 1)) {
    const available = purchases.filter((b) => b <= day).length - used;
    if (available <= 0) break;
    plan.push(day);
    used += 1;
  }
  return plan;
}
