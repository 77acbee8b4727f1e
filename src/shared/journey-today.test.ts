import { describe, expect, it } from 'vitest';
import type { EnrolmentView } from './api/journeys.ts';
import { stepAsOf, withKeptSteps } from './journey-today.ts';

const doneToday = (kind: EnrolmentView['kind']): EnrolmentView => ({
  slug: 'calma',
  kind,
  title: 'Noches en calma',
  started_at: '2026-03-01T20:00:00Z',
  started_on: '2026-03-01',
  finished_at: null,
  days_count: 3,
  days_done: [{ day: 1, on: '2026-03-01' }],
  today: {
    status: 'doneToday',
    day: 1,
    paused: false,
    next: { day: 2, on: '2026-03-02', prompt: '¿Qué soltaste?' },
    prompt: '¿Qué encendiste?',
  },
});

describe('a journey step as of the browser’s date', () => {
  it('stays as the server said until the next step’s date comes', () => {
    const enrolment = doneToday('days');
    expect(stepAsOf(enrolment, '2026-03-01')).toBe(enrolment);
  });

  it.each([
    ['on its day', '2026-03-02', false],
    ['paused once its day has passed', '2026-03-04', true],
  ])('makes the next step today’s %s, with its prompt', (_, today, paused) => {
    expect(stepAsOf(doneToday('days'), today).today).toEqual({
      status: 'due',
      day: 2,
      paused,
      next: null,
      prompt: '¿Qué soltaste?',
    });
  });

  it('gives a lunar step only on its own night', () => {
    expect(stepAsOf(doneToday('lunar'), '2026-03-02').today.status).toBe('due');
    expect(stepAsOf(doneToday('lunar'), '2026-03-03').today.status).toBe('doneToday');
  });

  it('changes nothing for a step due or a finished journey', () => {
    const due = { ...doneToday('days'), today: { ...doneToday('days').today, status: 'due' as const } };
    expect(stepAsOf(due, '2026-03-05')).toBe(due);
  });
});

describe('a journey with steps kept on the device', () => {
  const due: EnrolmentView = {
    ...doneToday('days'),
    days_done: [],
    today: { status: 'due', day: 1, paused: true, next: null, prompt: '¿Qué encendiste?' },
  };

  it('counts today’s step kept on the device as done for today', () => {
    const kept = withKeptSteps(due, new Set([1]), '2026-03-02');
    expect(kept.days_done).toEqual([{ day: 1, on: '2026-03-02' }]);
    expect(kept.today).toEqual({
      status: 'doneToday',
      day: 1,
      paused: false,
      next: null,
      prompt: '¿Qué encendiste?',
    });
  });

  it('changes nothing for steps the server has already, or that are not the journey’s', () => {
    const enrolment = doneToday('days');
    expect(withKeptSteps(enrolment, new Set([1]), '2026-03-01')).toBe(enrolment);
    expect(withKeptSteps(due, new Set([9]), '2026-03-02')).toBe(due);
    expect(withKeptSteps(due, new Set(), '2026-03-02')).toBe(due);
  });
});
