import { madeAtRefusal, type CommitmentDateRefusal } from '../../../shared/commitment-date.ts';
import { parseInstant } from '../../../shared/zoned-time.ts';
import type { MessageCode } from '../i18n/messages.ts';
import { AppError } from './errors.ts';

/** The messages a route answers a refused `made_at` with, each in its own words. */
export interface MadeAtCodes {
  /** Not an ISO 8601 time. */
  invalid: MessageCode;
  /** Later than the server's clock (beyond the skew allowed). */
  future: MessageCode;
  /** More than the 7 days a kept action has. */
  tooOld: MessageCode;
}

const KIND_OF: Record<CommitmentDateRefusal, keyof MadeAtCodes> = {
  invalid_date: 'invalid',
  invalid_made_at: 'invalid',
  not_today: 'invalid',
  made_at_not_on_date: 'invalid',
  future_date: 'future',
  made_at_in_future: 'future',
  too_old: 'tooOld',
};

/**
 * When an action kept on the device (a completion, a journey's written practice) counts: when it
 * was made, refused with a 400 as a queued commitment would be (the commitments' rule, ADR 0005),
 * never later than the server's clock; now for one sent as it happens (no `made_at`).
 */
export function actedAt(madeAt: string | null, now: Date, codes: MadeAtCodes): Date {
  if (madeAt === null) return now;
  const refusal = madeAtRefusal(madeAt, now);
  if (refusal) throw new AppError(400, codes[KIND_OF[refusal]]);
  return new Date(Math.min(parseInstant(madeAt) ?? now.getTime(), now.getTime()));
}
