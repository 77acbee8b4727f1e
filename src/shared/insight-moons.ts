import { addDays, type LocalDate } from './local-date.ts';
import { localDateOf } from './zoned-time.ts';
import { fullAndNewMoons, zonedInstant } from './moon.ts';
import type { MoonMark } from './insights.ts';

// The new and full moons between two local dates (both included) in a time zone, each on the
// local day that holds its instant, as the moon card names a principal phase's night (moon.ts).
export function moonMarks(from: LocalDate, to: LocalDate, timeZone: string): MoonMark[] {
  const start = zonedInstant(from, 0, timeZone);
  const end = zonedInstant(addDays(to, 1), 0, timeZone);
  return fullAndNewMoons(start, end)
    .map((moon) => ({ kind: moon.kind, date: localDateOf(moon.at, timeZone) }))
    .filter((mark) => mark.date >= from && mark.date <= to);
}
