import { daysBetween, isLocalDate } from './local-date.ts';
import { datesTodaySomewhere, isTodaySomewhere, parseInstant } from './zoned-time.ts';
import type { Instant } from './zoned-time.ts';

/**
 * Which calendar date a daily-tip commitment may be stored for.
 *
 * The date is the user's local day, chosen by the client. The server cannot know the user's zone
 * at the moment they held the button (a visitor has no profile, a profile's zone can change), so
 * it accepts a date that is plausible somewhere on Earth, by its own clock:
 *
 * 1. Any commitment: the date is "today somewhere", i.e. the current calendar date in some zone
 *    between UTC−12 and UTC+14. A direct commit (no `made_at`) is accepted only then.
 * 2. A queued commitment, one kept in the browser while offline or signed out, carries `made_at`,
 *    the instant the user committed. When its date is no longer today anywhere it is still
 *    accepted when all of these hold:
 *    - `made_at` is a valid instant and not in the future (allowing MADE_AT_CLOCK_SKEW_MS for a
 *      device clock running slightly ahead);
 *    - the date was today somewhere at `made_at` (a client cannot re-date an old tap);
 *    - it arrives at most QUEUE_MAX_DAYS days after that date: the earliest calendar date on
 *      Earth now (UTC−12) is at most date + 7.
 * 3. Never a future date: a date after today at UTC+14 is refused whatever `made_at` says.
 *
 * Why: nothing the user did may be lost (a week offline, or a week of visits before signing up,
 * still counts), while an unbounded window would let anyone backfill a streak at will.
 */
export const QUEUE_MAX_DAYS = 7;
export const MADE_AT_CLOCK_SKEW_MS = 5 * 60_000;

export const COMMITMENT_DATE_REFUSALS = [
  'invalid_date',
  'future_date',
  'not_today',
  'invalid_made_at',
  'made_at_in_future',
  'made_at_not_on_date',
  'too_old',
] as const;
export type CommitmentDateRefusal = (typeof COMMITMENT_DATE_REFUSALS)[number];

export type CommitmentDateCheck =
  | {
      ok: true;
      /** accepted only through the queue rule (the date is no longer today anywhere) */ late: boolean;
    }
  | { ok: false; reason: CommitmentDateRefusal };

export interface CommitmentDateInput {
  /** The commitment's calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** The server's clock. */
  now: Instant;
  /** When a queued commitment was made; absent, null or undefined for a direct commit. */
  madeAt?: Instant | null;
}

export function checkCommitmentDate({ date, now, madeAt }: CommitmentDateInput): CommitmentDateCheck {
  if (!isLocalDate(date)) return { ok: false, reason: 'invalid_date' };
  const nowMs = parseInstant(now);
  if (nowMs === null) throw new RangeError('Invalid server clock');
  const today = datesTodaySomewhere(nowMs);
  if (date > today.latest) return { ok: false, reason: 'future_date' };

  let madeAtMs: number | null = null;
  if (madeAt !== undefined && madeAt !== null) {
    madeAtMs = parseInstant(madeAt);
    if (madeAtMs === null) return { ok: false, reason: 'invalid_made_at' };
    if (madeAtMs > nowMs + MADE_AT_CLOCK_SKEW_MS) return { ok: false, reason: 'made_at_in_future' };
  }
  if (date >= today.earliest) return { ok: true, late: false };
  if (madeAtMs === null) return { ok: false, reason: 'not_today' };
  if (!isTodaySomewhere(date, madeAtMs)) return { ok: false, reason: 'made_at_not_on_date' };
  if (daysBetween(date, today.earliest) > QUEUE_MAX_DAYS) return { ok: false, reason: 'too_old' };
  return { ok: true, late: true };
}

/** The reason the date is refused, or null when it is accepted. */
export function commitmentDateRefusal(input: CommitmentDateInput): CommitmentDateRefusal | null {
  const check = checkCommitmentDate(input);
  return check.ok ? null : check.reason;
}

/**
 * The same rule for an action that names only when it was made (a ritual completion kept on the
 * device while offline): it stands for the earliest calendar date on Earth at `madeAt`, which was
 * today somewhere then, so it is refused when `madeAt` is not a time, is in the future, or is more
 * than QUEUE_MAX_DAYS days old.
 */
export function madeAtRefusal(madeAt: Instant, now: Instant): CommitmentDateRefusal | null {
  const madeAtMs = parseInstant(madeAt);
  if (madeAtMs === null) return 'invalid_made_at';
  return commitmentDateRefusal({ date: datesTodaySomewhere(madeAtMs).earliest, now, madeAt });
}
