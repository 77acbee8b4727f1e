import { SearchMoonPhase } from 'astronomy-engine';
import { nextDay, type LocalDate } from './local-date.ts';
import { localDateOf } from './zoned-time.ts';
import { MOON_PHASES, zonedInstant, type MoonPhaseName } from './moon.ts';

// When each phase's next night falls, by the same naming as moonNight (moon.ts): a principal
// phase's night is the local day that holds its instant; the phase between two principal ones
// covers the nights strictly between their days. Four searches, instead of naming day after day.

const PRINCIPALS = [
  [0, 'new'],
  [90, 'firstQuarter'],
  [180, 'full'],
  [270, 'lastQuarter'],
] as const;

/** The phase that follows each principal one, up to the next principal phase. */
const AFTER: Readonly<Record<(typeof PRINCIPALS)[number][1], MoonPhaseName>> = {
  new: 'waxingCrescent',
  firstQuarter: 'waxingGibbous',
  full: 'waningGibbous',
  lastQuarter: 'waningCrescent',
};

/** For each phase, the first local date on or after `from` whose night it names, in a time zone. */
export function nextPhaseDates(from: LocalDate, timeZone: string): Record<MoonPhaseName, LocalDate> {
  const start = zonedInstant(from, 0, timeZone);
  const events = PRINCIPALS.map(([longitude, phase]) => {
    const at = SearchMoonPhase(longitude, start, 40);
    if (!at) throw new Error(`no moon phase ${longitude} within 40 days of ${from}`);
    return { phase, date: localDateOf(at.date, timeZone), at: at.date.getTime() };
  }).sort((a, b) => a.at - b.at);
  const dates = {} as Record<MoonPhaseName, LocalDate>;
  for (const { phase, date } of events) {
    dates[phase] = date;
    dates[AFTER[phase]] = nextDay(date);
  }
  // Before the first principal night, `from` itself sits in the phase leading up to it.
  const first = events[0]!;
  if (first.date > from) {
    const before =
      MOON_PHASES[(MOON_PHASES.indexOf(first.phase) + MOON_PHASES.length - 1) % MOON_PHASES.length]!;
    dates[before] = from;
  }
  return dates;
}
