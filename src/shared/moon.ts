import { Body, Illumination, MoonPhase, SearchMoonPhase } from 'astronomy-engine';
import { isLocalDate, nextDay, type LocalDate } from './local-date.ts';
import { zonedDateTime } from './zoned-time.ts';
import type { Moment } from './taxonomy.ts';

// The moon as seen on a calendar date in a time zone, computed offline (astronomy-engine, a few
// seconds of accuracy for lunar phases). The four principal phases are instants; a night is named
// after a principal phase when that instant falls within its local calendar day, otherwise after
// the stretch between two of them, as printed moon calendars do.

export const MOON_PHASES = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

export interface MoonNight {
  phase: MoonPhaseName;
  /** Lit fraction of the disc, 0–1, at 21:00 local time. */
  illumination: number;
  /** The next full and new moons from the start of the local day (today's, if it is today). */
  nextFullMoon: Date;
  nextNewMoon: Date;
  /** The catalogue moment this night suits: every phase has one. */
  moment: MoonMoment;
}

const HOUR_MS = 3_600_000;
/** "Tonight" is read at this local hour. */
const EVENING_HOUR = 21;
const PRINCIPAL: readonly [number, MoonPhaseName][] = [
  [0, 'new'],
  [90, 'firstQuarter'],
  [180, 'full'],
  [270, 'lastQuarter'],
];

/** The instant a local date and hour begins in a time zone (the first, when the clock repeats). */
export function zonedInstant(date: LocalDate, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(y, m - 1, d, hour);
  let guess = wanted;
  // Two corrections reach the zone's offset, also across a daylight-saving change.
  for (let i = 0; i < 2; i += 1) {
    const seen = zonedDateTime(guess, timeZone);
    const [sy, sm, sd] = seen.date.split('-').map(Number) as [number, number, number];
    guess += wanted - Date.UTC(sy, sm - 1, sd, seen.hour);
  }
  return new Date(guess);
}

function nextPhase(longitude: number, from: Date): Date {
  const found = SearchMoonPhase(longitude, from, 40);
  if (!found) throw new Error(`no moon phase ${longitude} within 40 days of ${from.toISOString()}`);
  return found.date;
}

/** The phase between principal phases, from the Moon–Sun ecliptic elongation in degrees. */
function intermediatePhase(elongation: number): MoonPhaseName {
  if (elongation < 90) return 'waxingCrescent';
  if (elongation < 180) return 'waxingGibbous';
  if (elongation < 270) return 'waningGibbous';
  return 'waningCrescent';
}

/** The catalogue moments timed by the moon, one for each stretch of its cycle. */
export const MOON_MOMENTS = [
  'newMoon',
  'waxingMoon',
  'fullMoon',
  'waningMoon',
] as const satisfies readonly Moment[];
export type MoonMoment = (typeof MOON_MOMENTS)[number];

/** Which moon-timed rituals suit a phase: the principal phase's own, else its half of the cycle. */
export function momentForPhase(phase: MoonPhaseName): MoonMoment {
  if (phase === 'full') return 'fullMoon';
  if (phase === 'new') return 'newMoon';
  if (phase === 'waxingCrescent' || phase === 'firstQuarter' || phase === 'waxingGibbous')
    return 'waxingMoon';
  return 'waningMoon';
}

/** The moon on a local date in an IANA time zone (both must be valid). */
export function moonNight(date: LocalDate, timeZone: string): MoonNight {
  if (!isLocalDate(date)) throw new RangeError(`Invalid calendar date: ${date}`);
  const dayStart = zonedInstant(date, 0, timeZone);
  const dayEnd = zonedInstant(nextDay(date), 0, timeZone);
  const evening = new Date(Math.min(dayStart.getTime() + EVENING_HOUR * HOUR_MS, dayEnd.getTime() - 1));
  const principal = PRINCIPAL.find(([longitude]) => nextPhase(longitude, dayStart) < dayEnd)?.[1];
  const phase = principal ?? intermediatePhase(MoonPhase(evening));
  return {
    phase,
    illumination: Math.round(Illumination(Body.Moon, evening).phase_fraction * 1000) / 1000,
    nextFullMoon: nextPhase(180, dayStart),
    nextNewMoon: nextPhase(0, dayStart),
    moment: momentForPhase(phase),
  };
}

export interface PrincipalMoon {
  kind: 'full' | 'new';
  at: Date;
}

/** The full and new moons from `from` (inclusive) until `to` (exclusive), in time order. */
export function fullAndNewMoons(from: Date, to: Date): PrincipalMoon[] {
  const found: PrincipalMoon[] = [];
  for (const [longitude, kind] of [
    [180, 'full'],
    [0, 'new'],
  ] as const) {
    for (
      let at = nextPhase(longitude, from);
      at < to;
      at = nextPhase(longitude, new Date(at.getTime() + HOUR_MS))
    ) {
      found.push({ kind, at });
    }
  }
  return found.sort((a, b) => a.at.getTime() - b.at.getTime());
}
