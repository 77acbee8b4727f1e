import { madeAtRefusal, type CommitmentDateRefusal } from '../../../shared/commitment-date.ts';
import { parseInstant } from '../../../shared/local-date.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/i18n/messages.ts';

const MADE_AT_REFUSALS: Record<CommitmentDateRefusal, MessageCode> = {
  invalid_date: 'completion_invalid_made_at',
  invalid_made_at: 'completion_invalid_made_at',
  not_today: 'completion_invalid_made_at',
  made_at_not_on_date: 'completion_invalid_made_at',
  future_date: 'completion_made_at_in_future',
  made_at_in_future: 'completion_made_at_in_future',
  too_old: 'completion_too_old',
};

/**
 * When a completion counts: when it was made, for one kept on the device (refused with a 400 as a
 * commitment would be, the commitments' rule, ADR 0005), never later than the server's clock; now
 * otherwise.
 */
export function actedAt(madeAt: string | null, now: Date): Date {
  if (madeAt === null) return now;
  const refusal = madeAtRefusal(madeAt, now);
  if (refusal) throw new AppError(400, MADE_AT_REFUSALS[refusal]);
  return new Date(Math.min(parseInstant(madeAt) ?? now.getTime(), now.getTime()));
}
