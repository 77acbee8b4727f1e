import { describe, expect, it } from 'vitest';
import type { EnrolmentView } from './api/journeys.ts';
import { stepAsOf } from './journey-today.ts';

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
