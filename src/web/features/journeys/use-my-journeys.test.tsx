import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EnrolmentView } from '#shared/api/journeys.ts';
import { emailUser } from '#web/test/users.ts';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import { refreshProgress } from '../progress/api.ts';
import { useMyJourneys } from './use-my-journeys.ts';

// The enrolments are progress data: read once for the pages that show them within half a minute,
// and read again as soon as a completion (or anything that refreshes the progress) may have done a
// step.

function enrolment(day: number): EnrolmentView {
  return {
    slug: 'calma',
    kind: 'days',
    title: 'Noches en calma',
    started_at: '2026-03-01T20:00:00Z',
    started_on: '2026-03-01',
    finished_at: null,
    days_count: 7,
    days_done: Array.from({ length: day - 1 }, (_, i) => ({ day: i + 1, on: `2026-03-0${i + 1}` })),
    today: { status: 'due', day, paused: false, next: null, prompt: null },
  };
}

/** A server whose enrolment is at `state.day`; every read of the enrolments is counted. */
function server(state: { day: number }) {
  let reads = 0;
  fakeServer(({ path }) => {
    if (path.startsWith('/api/v1/session')) return answer(200, { success: true, data: emailUser });
    if (path === '/api/v1/me/journeys') {
      reads += 1;
      return answer(200, { success: true, data: [enrolment(state.day)] });
    }
    return undefined;
  });
  return { reads: () => reads };
}

function TodaysStep({ where }: { where: string }) {
  const { journeys } = useMyJourneys();
  const day = journeys?.[0]?.today.day;
  return day ? <p>{`${where}: día ${day}`}</p> : null;
}

/** A page with today's step, and a second place that shows it once opened. */
function Pages() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <TodaysStep where="inicio" />
      <button type="button" onClick={() => setSecond(true)}>
        Abrir el consejo
      </button>
      {second && <TodaysStep where="consejo" />}
    </>
  );
}

describe('the enrolments a page shows', () => {
  it('are read once for the places that show them within half a minute', async () => {
    const { reads } = server({ day: 1 });
    await renderWithApp(<Pages />);
    await screen.findByText('inicio: día 1');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el consejo' }));
    await screen.findByText('consejo: día 1');
    // Whatever the second place would have asked has been asked by now.
    await act(() => Promise.resolve());
    expect(reads()).toBe(1);
  });

  it('are read again when a completion refreshes the progress', async () => {
    const state = { day: 1 };
    const { reads } = server(state);
    const { queryClient } = await renderWithApp(<Pages />);
    await screen.findByText('inicio: día 1');
    // The ritual of day 1 is completed (on another page, or sent from the offline queue).
    state.day = 2;
    await act(() => refreshProgress(queryClient));
    expect(await screen.findByText('inicio: día 2')).toBeDefined();
    expect(reads()).toBe(2);
  });
});
