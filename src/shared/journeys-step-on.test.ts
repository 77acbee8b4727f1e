import { describe, expect, it } from 'vitest';
import { stepOn, type Enrolment, type JourneyPlan } from './journeys.ts';

const week: JourneyPlan = { kind: 'days', days: [{ day: 1 }, { day: 2 }, { day: 3 }] };
const madrid = (startedAt: string, done: Enrolment['done'] = []): Enrolment => ({
  startedAt,
  timeZone: 'Europe/Madrid',
  done,
});
const NOW = '2026-05-04T10:00:00Z';

describe('the step met on a coming day', () => {
  it('is today’s step, then one a day, and none after the last or before today', () => {
    const joined = madrid('2026-05-04T08:00:00Z');
    expect(stepOn(week, joined, NOW, '2026-05-04')).toBe(1);
    expect(stepOn(week, joined, NOW, '2026-05-06')).toBe(3);
    expect(stepOn(week, joined, NOW, '2026-05-07')).toBeNull();
    expect(stepOn(week, joined, NOW, '2026-05-03')).toBeNull();
  });

  it('keeps a paused step on today, and moves on from a step done today tomorrow', () => {
    const paused = madrid('2026-05-01T08:00:00Z');
    expect(stepOn(week, paused, NOW, '2026-05-04')).toBe(1);
    expect(stepOn(week, paused, NOW, '2026-05-05')).toBe(2);
    const doneToday = madrid('2026-05-03T08:00:00Z', [{ day: 1, on: '2026-05-04' }]);
    expect(stepOn(week, doneToday, NOW, '2026-05-04')).toBeNull();
    expect(stepOn(week, doneToday, NOW, '2026-05-05')).toBe(2);
  });
});
