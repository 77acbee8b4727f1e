import { localDateOf, type LocalDate } from '../../../shared/local-date.ts';
import { browserTimeZone } from '../progress/time-zone.ts';

/** Today's local calendar date in this browser. */
export function localToday(now: Date = new Date()): LocalDate {
  return localDateOf(now, browserTimeZone());
}
