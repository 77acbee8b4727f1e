import type { JourneyKind } from './content-schema.ts';
import { daysBetween, nextDay, type LocalDate } from './local-date.ts';
import { localDateOf, parseInstant, type Instant } from './zoned-time.ts';
import { moonNight, type MoonPhaseName } from './moon.ts';
import { nextPhaseDates } from './moon-calendar.ts';

// How a journey is followed (docs/product-rules.md, Journeys). Pure: the caller brings the
// journey, the enrolment as stored and the current instant; nothing here reads a clock or a store.

/** Journeys a user follows at once; finished ones do not count. */
export const MAX_ACTIVE_JOURNEYS = 3;

/** The part of a journey file (content-schema.ts) the rules read. */
export interface JourneyPlan {
  kind: JourneyKind;
  days: readonly { day: number; ritual?: string | undefined; phase?: MoonPhaseName | undefined }[];
}

/** A step done: its day number and the user's local date it was done on. */
export interface DayDone {
  day: number;
  on: LocalDate;
}

export interface Enrolment {
  /** When the user joined the journey, or last restarted it. */
  startedAt: Instant;
  /** The user's IANA time zone now. */
  timeZone: string;
  done: readonly DayDone[];
}

export type TodayStep =
  /** The step to do today; `paused` when it has been waiting since an earlier day. */
  | { status: 'due'; day: number; paused: boolean }
  /** Today's step is done; `next` is the following one and the date it comes (null at the end). */
  | { status: 'doneToday'; day: number; next: { day: number; on: LocalDate } | null }
  /** Lunar only: tonight's phase is done already; the next step waits for its phase's night. */
  | { status: 'waiting'; day: number; on: LocalDate }
  /** Every step is done; `on` is the date of the last one. */
  | { status: 'finished'; on: LocalDate };

function instantMs(value: Instant): number {
  const ms = parseInstant(value);
  if (ms === null) throw new RangeError(`Invalid instant: ${String(value)}`);
  return ms;
}

function doneByDay(plan: JourneyPlan, enrolment: Enrolment): Map<number, LocalDate> {
  const inPlan = new Set(plan.days.map((d) => d.day));
  return new Map(enrolment.done.filter((d) => inPlan.has(d.day)).map((d) => [d.day, d.on]));
}

function lastDate(done: Map<number, LocalDate>): LocalDate {
  return [...done.values()].reduce((a, b) => (b > a ? b : a));
}

function daysStep(plan: JourneyPlan, enrolment: Enrolment, today: LocalDate): TodayStep {
  const done = doneByDay(plan, enrolment);
  const next = plan.days.find((d) => !done.has(d.day))?.day;
  if (next === undefined) return { status: 'finished', on: lastDate(done) };
  const previous = done.get(next - 1);
  // One step a day: the step after one done today comes tomorrow.
  if (previous !== undefined && previous >= today) {
    return { status: 'doneToday', day: next - 1, next: { day: next, on: nextDay(today) } };
  }
  const since =
    previous === undefined ? localDateOf(enrolment.startedAt, enrolment.timeZone) : nextDay(previous);
  return { status: 'due', day: next, paused: since < today };
}

function lunarStep(plan: JourneyPlan, enrolment: Enrolment, today: LocalDate): TodayStep {
  const done = doneByDay(plan, enrolment);
  const undone = plan.days.filter((d) => !done.has(d.day));
  if (undone.length === 0) return { status: 'finished', on: lastDate(done) };
  const tonight = moonNight(today, enrolment.timeZone).phase;
  const step = plan.days.find((d) => d.phase === tonight);
  if (step && !done.has(step.day)) return { status: 'due', day: step.day, paused: false };
  // Tonight's step is done: the next is the undone step whose phase comes back first.
  const dates = nextPhaseDates(nextDay(today), enrolment.timeZone);
  const soonest = undone
    .map((d) => ({ day: d.day, on: dates[d.phase ?? 'new'] }))
    .reduce((a, b) => (b.on < a.on ? b : a));
  if (step && (done.get(step.day) ?? '') >= today)
    return { status: 'doneToday', day: step.day, next: soonest };
  return { status: 'waiting', ...soonest };
}

/** Where an enrolment stands at `now`, in the user's local day. */
export function todayStep(plan: JourneyPlan, enrolment: Enrolment, now: Instant): TodayStep {
  const today = localDateOf(now, enrolment.timeZone);
  return plan.kind === 'lunar' ? lunarStep(plan, enrolment, today) : daysStep(plan, enrolment, today);
}

/**
 * The step a completion of `ritual` (its slug) at `at` marks done, or null: it must be the
 * ritual of the step due that local day, completed after joining (or restarting).
 */
export function dayDoneByCompletion(
  plan: JourneyPlan,
  enrolment: Enrolment,
  ritual: string,
  at: Instant,
): DayDone | null {
  if (instantMs(at) < instantMs(enrolment.startedAt)) return null;
  const step = todayStep(plan, enrolment, at);
  if (step.status !== 'due' || plan.days.find((d) => d.day === step.day)?.ritual !== ritual) return null;
  return { day: step.day, on: localDateOf(at, enrolment.timeZone) };
}

export type PracticeMark =
  | { ok: true; done: DayDone }
  | { ok: false; reason: 'noSuchDay' | 'notAPractice' | 'alreadyDone' | 'notToday' };

/**
 * Marking a written practice done at `now` (when the person did it: a mark kept on the device
 * comes later): only the practice of the step due that day, after joining (or restarting).
 */
export function markPracticeDone(
  plan: JourneyPlan,
  enrolment: Enrolment,
  day: number,
  now: Instant,
): PracticeMark {
  const planned = plan.days.find((d) => d.day === day);
  if (!planned) return { ok: false, reason: 'noSuchDay' };
  if (planned.ritual) return { ok: false, reason: 'notAPractice' };
  if (enrolment.done.some((d) => d.day === day)) return { ok: false, reason: 'alreadyDone' };
  if (instantMs(now) < instantMs(enrolment.startedAt)) return { ok: false, reason: 'notToday' };
  const step = todayStep(plan, enrolment, now);
  if (step.status !== 'due' || step.day !== day) return { ok: false, reason: 'notToday' };
  return { ok: true, done: { day, on: localDateOf(now, enrolment.timeZone) } };
}

/** A restart begins the same journey again from now, with no step done. */
export function restartEnrolment(enrolment: Enrolment, now: Instant): Enrolment {
  return { startedAt: now, timeZone: enrolment.timeZone, done: [] };
}

/** Whether a user following `active` unfinished journeys may join one more. */
export function canJoinAnother(active: number): boolean {
  return active < MAX_ACTIVE_JOURNEYS;
}

/**
 * The step the user meets on `date` (today or a coming day) if they keep one step a day from
 * now on, or null: a paused step waits on today and then moves on one a day; a lunar step comes
 * on its phase's night. A past date or a finished journey has none.
 */
export function stepOn(
  plan: JourneyPlan,
  enrolment: Enrolment,
  now: Instant,
  date: LocalDate,
): number | null {
  const today = localDateOf(now, enrolment.timeZone);
  if (date < today) return null;
  const step = todayStep(plan, enrolment, now);
  if (plan.kind === 'lunar') {
    if (date === today) return step.status === 'due' ? step.day : null;
    const done = doneByDay(plan, enrolment);
    const phase = moonNight(date, enrolment.timeZone).phase;
    return plan.days.find((d) => d.phase === phase && !done.has(d.day))?.day ?? null;
  }
  const from =
    step.status === 'due' ? { day: step.day, on: today } : step.status === 'doneToday' ? step.next : null;
  if (!from || date < from.on) return null;
  const day = from.day + daysBetween(from.on, date);
  return plan.days.some((d) => d.day === day) ? day : null;
}
