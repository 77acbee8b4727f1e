import { SearchMoonPhase } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { dayDoneByCompletion, todayStep, type Enrolment, type JourneyPlan } from './journeys.ts';
import { addDays, type LocalDate } from './local-date.ts';
import { localDateOf } from './zoned-time.ts';
import { nextPhaseDates } from './moon-calendar.ts';
import { moonNight, MOON_PHASES, zonedInstant } from './moon.ts';

// The lunar journey: one step per phase, the step of tonight's phase in the user's time zone.
// Expected nights come from astronomy-engine directly: the local date that holds a phase's instant.

const lunar: JourneyPlan = {
  kind: 'lunar',
  days: MOON_PHASES.map((phase, i) => ({ day: i + 1, phase, ritual: `ritual-${phase}` })),
};
const ZONES = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/Madrid', 'America/Sao_Paulo', 'Pacific/Honolulu'];
const noon = (date: LocalDate, timeZone: string) => zonedInstant(date, 12, timeZone);
const fresh = (date: LocalDate, timeZone: string): Enrolment => ({
  startedAt: zonedInstant(date, 0, timeZone),
  timeZone,
  done: [],
});
const step = (date: LocalDate, zone: string) => todayStep(lunar, fresh(date, zone), noon(date, zone));
/** The local date of the first instant at this ecliptic longitude (0 new, 90 first quarter…) after `after`. */
const phaseDate = (longitude: number, after: string, timeZone: string) =>
  localDateOf(SearchMoonPhase(longitude, new Date(after), 40)!.date, timeZone);

describe('the lunar journey', () => {
  it.each(ZONES)('offers the principal phase’s step on the local date of its instant in %s', (zone) => {
    // The new moon of 29 January 2025 (12:36 UTC) is the 30th in Kiritimati, the 29th elsewhere here.
    for (const [longitude, phase] of [
      [0, 'new'],
      [90, 'firstQuarter'],
      [180, 'full'],
      [270, 'lastQuarter'],
    ] as const) {
      const date = phaseDate(longitude, '2025-01-25T00:00:00Z', zone);
      const day = MOON_PHASES.indexOf(phase) + 1;
      expect(todayStep(lunar, fresh(date, zone), noon(date, zone))).toEqual({
        status: 'due',
        day,
        paused: false,
      });
      // The night before belongs to the phase leading up to it.
      const before = addDays(date, -1);
      const previous = MOON_PHASES[(day - 2 + 8) % 8];
      expect(todayStep(lunar, fresh(before, zone), noon(before, zone))).toMatchObject({
        day: MOON_PHASES.indexOf(previous!) + 1,
      });
    }
  });

  it('names the new-moon night by the user’s own date across the date line', () => {
    const newMoon = SearchMoonPhase(0, new Date('2025-01-25T00:00:00Z'), 40)!.date;
    expect(newMoon.toISOString().slice(0, 16)).toBe('2025-01-29T12:36');
    expect(step('2025-01-30', 'Pacific/Kiritimati')).toMatchObject({ day: 1 });
    expect(step('2025-01-29', 'Pacific/Kiritimati')).toMatchObject({ day: 8 });
    expect(step('2025-01-29', 'Pacific/Honolulu')).toMatchObject({ day: 1 });
    expect(step('2025-01-29', 'Asia/Tokyo')).toMatchObject({ day: 1 });
  });

  it('starts mid-cycle at tonight’s phase and counts a completion of that phase’s ritual', () => {
    const zone = 'America/Sao_Paulo';
    const full = phaseDate(180, '2025-03-01T00:00:00Z', zone);
    const e = fresh(full, zone);
    const at = noon(full, zone);
    expect(todayStep(lunar, e, at)).toEqual({ status: 'due', day: 5, paused: false });
    expect(dayDoneByCompletion(lunar, e, 'ritual-new', at)).toBeNull();
    const done = dayDoneByCompletion(lunar, e, 'ritual-full', at);
    expect(done).toEqual({ day: 5, on: full });
    // Done tonight: the next step is the waning gibbous, from tomorrow.
    expect(todayStep(lunar, { ...e, done: [done!] }, at)).toEqual({
      status: 'doneToday',
      day: 5,
      next: { day: 6, on: addDays(full, 1) },
    });
    expect(todayStep(lunar, { ...e, done: [done!] }, noon(addDays(full, 1), zone))).toEqual({
      status: 'due',
      day: 6,
      paused: false,
    });
  });

  it('lets a missed phase wait for its next night and finishes once every phase is done', () => {
    const zone = 'Europe/Madrid';
    const lastQuarter = phaseDate(270, '2025-03-01T00:00:00Z', zone);
    // Every step but the waning gibbous (day 6) is done; tonight is the last quarter, done already.
    const done = [1, 2, 3, 4, 5, 7, 8].map((day) => ({ day, on: '2025-03-01' }));
    const e: Enrolment = { startedAt: '2025-02-27T00:00:00Z', timeZone: zone, done };
    const nextFull = phaseDate(180, zonedInstant(lastQuarter, 0, zone).toISOString(), zone);
    expect(todayStep(lunar, e, noon(lastQuarter, zone))).toEqual({
      status: 'waiting',
      day: 6,
      on: addDays(nextFull, 1),
    });
    const back = noon(addDays(nextFull, 1), zone);
    expect(moonNight(addDays(nextFull, 1), zone).phase).toBe('waningGibbous');
    expect(dayDoneByCompletion(lunar, e, 'ritual-waningGibbous', back)).toEqual({
      day: 6,
      on: addDays(nextFull, 1),
    });
    const all = { ...e, done: [...done, { day: 6, on: addDays(nextFull, 1) }] };
    expect(todayStep(lunar, all, back)).toEqual({ status: 'finished', on: addDays(nextFull, 1) });
  });
});

describe('nextPhaseDates', () => {
  it.each([
    ['2024-12-31', 'Pacific/Kiritimati'],
    ['2025-03-29', 'Europe/Madrid'],
    ['2025-06-10', 'America/Sao_Paulo'],
    ['2025-10-26', 'Europe/Lisbon'],
    ['2026-02-14', 'Asia/Tokyo'],
    ['2026-07-04', 'Pacific/Honolulu'],
  ])('from %s in %s, each phase’s first night is the one moonNight names', (from, zone) => {
    const seen = new Map<string, LocalDate>();
    for (let i = 0; seen.size < MOON_PHASES.length && i < 40; i += 1) {
      const date = addDays(from, i);
      const { phase } = moonNight(date, zone);
      if (!seen.has(phase)) seen.set(phase, date);
    }
    expect(nextPhaseDates(from, zone)).toEqual(Object.fromEntries(seen));
  });
});
