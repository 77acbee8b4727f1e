import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canJoinAnother,
  dayDoneByCompletion,
  markPracticeDone,
  MAX_ACTIVE_JOURNEYS,
  restartEnrolment,
  todayStep,
  type DayDone,
  type Enrolment,
  type JourneyPlan,
} from './journeys.ts';

const week: JourneyPlan = {
  kind: 'days',
  days: [
    { day: 1, ritual: 'blessing' },
    { day: 2, ritual: 'thanks' },
    { day: 3 },
    { day: 4, ritual: 'blessing' },
  ],
};
const joinedIn = (timeZone: string): Enrolment => ({ startedAt: '2025-04-30T00:00:00Z', timeZone, done: [] });
const madrid = (startedAt: string, done: DayDone[] = []): Enrolment => ({
  startedAt,
  timeZone: 'Europe/Madrid',
  done,
});

describe('a journey of days', () => {
  it('starts with day 1 due on the day of joining', () => {
    expect(todayStep(week, madrid('2025-05-01T08:00:00Z'), '2025-05-01T20:00:00Z')).toEqual({
      status: 'due',
      day: 1,
      paused: false,
    });
  });

  it('marks a step done by a completion of its ritual that local day, and no other ritual', () => {
    const e = madrid('2025-05-01T08:00:00Z');
    expect(dayDoneByCompletion(week, e, 'thanks', '2025-05-01T09:00:00Z')).toBeNull();
    // 23:30 in Madrid is still 1 May there, though it is 21:30 UTC.
    expect(dayDoneByCompletion(week, e, 'blessing', '2025-05-01T21:30:00Z')).toEqual({
      day: 1,
      on: '2025-05-01',
    });
    // A completion from before joining does not count.
    expect(dayDoneByCompletion(week, e, 'blessing', '2025-05-01T07:00:00Z')).toBeNull();
  });

  it('offers one step a day: the next comes the following local day', () => {
    const e = madrid('2025-05-01T08:00:00Z', [{ day: 1, on: '2025-05-01' }]);
    expect(todayStep(week, e, '2025-05-01T21:59:00Z')).toEqual({
      status: 'doneToday',
      day: 1,
      next: { day: 2, on: '2025-05-02' },
    });
    expect(dayDoneByCompletion(week, e, 'thanks', '2025-05-01T21:59:00Z')).toBeNull();
    // Midnight in Madrid (22:00 UTC): day 2 is today's step.
    expect(todayStep(week, e, '2025-05-01T22:00:00Z')).toEqual({ status: 'due', day: 2, paused: false });
    expect(dayDoneByCompletion(week, e, 'thanks', '2025-05-01T22:00:00Z')).toEqual({
      day: 2,
      on: '2025-05-02',
    });
  });

  it('reads the local day in the user’s time zone, on both sides of the date line', () => {
    const at = '2025-05-01T11:00:00Z';
    expect(dayDoneByCompletion(week, joinedIn('Pacific/Kiritimati'), 'blessing', at)?.on).toBe('2025-05-02');
    expect(dayDoneByCompletion(week, joinedIn('Pacific/Pago_Pago'), 'blessing', at)?.on).toBe('2025-05-01');
    expect(dayDoneByCompletion(week, joinedIn('America/Sao_Paulo'), 'blessing', at)?.on).toBe('2025-05-01');
  });

  it('waits on a missed day: the undone step stays today’s step, paused, and never fails', () => {
    const e = madrid('2025-05-01T08:00:00Z', [{ day: 1, on: '2025-05-01' }]);
    expect(todayStep(week, e, '2025-05-20T10:00:00Z')).toEqual({ status: 'due', day: 2, paused: true });
    expect(dayDoneByCompletion(week, e, 'thanks', '2025-05-20T10:00:00Z')).toEqual({
      day: 2,
      on: '2025-05-20',
    });
    expect(todayStep(week, madrid('2025-05-01T08:00:00Z'), '2025-06-01T10:00:00Z')).toEqual({
      status: 'due',
      day: 1,
      paused: true,
    });
  });

  it('marks a written practice done only when it is today’s step', () => {
    const e = madrid('2025-05-01T08:00:00Z', [
      { day: 1, on: '2025-05-01' },
      { day: 2, on: '2025-05-02' },
    ]);
    expect(markPracticeDone(week, e, 3, '2025-05-02T12:00:00Z')).toEqual({ ok: false, reason: 'notToday' });
    expect(markPracticeDone(week, e, 3, '2025-05-03T12:00:00Z')).toEqual({
      ok: true,
      done: { day: 3, on: '2025-05-03' },
    });
    expect(markPracticeDone(week, e, 2, '2025-05-03T12:00:00Z')).toEqual({
      ok: false,
      reason: 'notAPractice',
    });
    expect(markPracticeDone(week, e, 5, '2025-05-03T12:00:00Z')).toEqual({ ok: false, reason: 'noSuchDay' });
    expect(markPracticeDone(week, e, 0, '2025-05-03T12:00:00Z')).toEqual({ ok: false, reason: 'noSuchDay' });
    const withThree = { ...e, done: [...e.done, { day: 3, on: '2025-05-03' }] };
    expect(markPracticeDone(week, withThree, 3, '2025-05-04T12:00:00Z')).toEqual({
      ok: false,
      reason: 'alreadyDone',
    });
  });

  it('judges a mark kept on the device as of when it was made, never before the journey began', () => {
    const e = madrid('2025-05-01T08:00:00Z', [
      { day: 1, on: '2025-05-01' },
      { day: 2, on: '2025-05-02' },
    ]);
    // 23:30 in Madrid on 3 May, whenever it reaches the server: day 3's step, on the 3rd.
    expect(markPracticeDone(week, e, 3, '2025-05-03T21:30:00Z')).toEqual({
      ok: true,
      done: { day: 3, on: '2025-05-03' },
    });
    const joinedLater = { ...e, startedAt: '2025-05-03T10:00:00Z' };
    expect(markPracticeDone(week, joinedLater, 3, '2025-05-03T09:59:00Z')).toEqual({
      ok: false,
      reason: 'notToday',
    });
  });

  it('finishes when every step is done, and restarts from day 1', () => {
    const all = [1, 2, 3, 4].map((day) => ({ day, on: `2025-05-0${day}` }));
    const e = madrid('2025-05-01T08:00:00Z', all);
    expect(todayStep(week, e, '2025-05-04T20:00:00Z')).toEqual({ status: 'finished', on: '2025-05-04' });
    expect(todayStep(week, e, '2025-09-01T20:00:00Z')).toEqual({ status: 'finished', on: '2025-05-04' });
    const again = restartEnrolment(e, '2025-09-01T20:00:00Z');
    expect(again).toEqual({ startedAt: '2025-09-01T20:00:00Z', timeZone: 'Europe/Madrid', done: [] });
    expect(todayStep(week, again, '2025-09-01T20:00:00Z')).toEqual({ status: 'due', day: 1, paused: false });
  });

  it('follows whatever days the user practices or skips: one step per practiced day, in order, to the end', () => {
    // Each entry: how many days later the user next opens the app, and whether they do the step.
    const visits = fc.array(fc.record({ gap: fc.integer({ min: 0, max: 5 }), act: fc.boolean() }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(visits, (plan) => {
        // Always 10:00 UTC, the same calendar date in Madrid (11:00 or 12:00 there).
        let e = madrid('2025-01-01T09:00:00Z');
        let now = Date.parse('2025-01-01T10:00:00Z');
        let practicedDays = new Set<string>();
        for (const { gap, act } of plan) {
          now += gap * 86_400_000;
          const step = todayStep(week, e, now);
          expect(['due', 'doneToday', 'finished']).toContain(step.status);
          if (step.status !== 'due' || !act) continue;
          const ritual = week.days[step.day - 1]!.ritual;
          const done = ritual
            ? dayDoneByCompletion(week, e, ritual, now)
            : ((r) => (r.ok ? r.done : null))(markPracticeDone(week, e, step.day, now));
          expect(done).toEqual({
            day: e.done.length + 1,
            on: new Date(now).toISOString().slice(0, 10),
          });
          e = { ...e, done: [...e.done, done!] };
          practicedDays = new Set([...practicedDays, done!.on]);
        }
        // Never two steps on one day, never a step skipped.
        expect(practicedDays.size).toBe(e.done.length);
        expect(e.done.map((d) => d.day)).toEqual(Array.from({ length: e.done.length }, (_, i) => i + 1));
        const status = todayStep(week, e, now).status;
        expect(status === 'finished').toBe(e.done.length === week.days.length);
      }),
    );
  });
});

describe('the limit of journeys at once', () => {
  it(`allows ${MAX_ACTIVE_JOURNEYS} unfinished journeys and no more`, () => {
    expect(MAX_ACTIVE_JOURNEYS).toBe(3);
    expect([0, 1, 2, 3, 4].map(canJoinAnother)).toEqual([true, true, true, false, false]);
  });
});
