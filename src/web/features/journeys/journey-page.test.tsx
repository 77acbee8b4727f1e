import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ReactNode } from 'react';
import type { Namespace } from '#web/i18n/translation-types.ts';
import { describe, expect, it, vi } from 'vitest';
import type { EnrolmentView, Journey } from '#shared/api/journeys.ts';
import { useSession, type CurrentUser } from '../auth/session.ts';
import { outbox } from '#web/lib/offline/page-outbox.ts';
import { useOutboxUser } from '#web/lib/offline/outbox-user.ts';
import { emailUser } from '#web/test/users.ts';
import { answer, fakeServer, renderWithApp, type Sent } from '#web/test/render.tsx';
import AchievementToasts from '../progress/achievement-toasts.tsx';
import JourneyPage from './journey-page.tsx';

// A journey's page in each state a reader meets: a visitor asked to sign in, a user who joins,
// follows today's step, finds a missed day waiting, finishes, and marks a written practice done.

const user = emailUser;

const journey: Journey = {
  slug: 'calma',
  kind: 'days',
  difficulty: 'easy',
  title: 'Noches en calma',
  summary: 'Siete noches para bajar el ritmo.',
  days_count: 2,
  days: [
    {
      day: 1,
      phase: null,
      ritual: { id: 7, slug: 'vela' },
      practice: null,
      prompt: '¿Qué soltaste hoy?',
      why: 'Empezar con una luz ayuda a cerrar el día.',
    },
    {
      day: 2,
      phase: null,
      ritual: null,
      practice: { title: 'Tres gracias', steps: ['Escribe tres cosas.', 'Léelas en voz alta.'] },
      prompt: '¿Cuál te sorprendió?',
      why: 'Tras la luz, las palabras.',
    },
  ],
};

const ritual = { id: 7, title: 'Vela de fin de jornada' };

function enrolment(step: Omit<EnrolmentView['today'], 'prompt'>, done: number[] = []): EnrolmentView {
  const today = { ...step, prompt: null };
  return {
    slug: 'calma',
    kind: 'days',
    title: journey.title,
    started_at: '2026-03-01T20:00:00Z',
    started_on: '2026-03-01',
    finished_at: today.status === 'finished' ? '2026-03-02T20:00:00Z' : null,
    days_count: 2,
    days_done: done.map((day) => ({ day, on: `2026-03-0${day}` })),
    today,
  };
}

/** The server: the journey, its ritual's title, the session and the user's enrolments. */
function server(
  signedIn: CurrentUser | null,
  mine: EnrolmentView[],
  write?: (sent: Sent) => Response | Promise<Response>,
) {
  return fakeServer((sent) => {
    const path = sent.path.split('?')[0];
    if (path === '/api/v1/session') return answer(200, { success: true, data: signedIn });
    if (path === '/api/v1/journeys/calma') return answer(200, { success: true, data: journey });
    if (path === '/api/v1/rituals') return answer(200, ritualList());
    if (path === '/api/v1/me/journeys' && sent.method === 'GET')
      return answer(200, { success: true, data: mine });
    return write?.(sent);
  });
}

function ritualList() {
  const full = {
    ...ritual,
    slug: 'vela',
    type: 'candles',
    intention: 'love',
    culture: 'celtic',
    moment: 'fullMoon',
    is_featured: false,
    hazards: [],
    language: 'es',
    is_active: true,
    difficulty: 'easy',
    duration_minutes: 10,
    popularity_score: 1,
    objects: [],
    steps: [],
    benefits: [],
    safety_notes: [],
    origin_explanation: '',
  };
  return {
    success: true,
    data: [full],
    page: 1,
    limit: 100,
    total: 1,
    exact: 1,
    facets: { intention: {}, type: {}, culture: {}, moment: {} },
  };
}

/** As the app does on every page: the outbox hears who is signed in. */
function OutboxUser() {
  useOutboxUser(useSession());
  return null;
}

/** The journey page as the app mounts it, with `beside` (the celebrations) where a test needs them. */
async function open(beside: ReactNode = null, namespaces: Namespace[] = ['journeys', 'moon']) {
  const result = await renderWithApp(
    <Routes>
      <Route
        path="/journeys/:slug"
        element={
          <>
            <OutboxUser />
            <JourneyPage />
            {beside}
          </>
        }
      />
    </Routes>,
    { path: '/journeys/calma', namespaces },
  );
  await screen.findByRole('heading', { level: 1, name: journey.title });
  return result;
}

const status = () => screen.findByTestId('journey-status');

describe('journey page', () => {
  it('shows a visitor every day and asks them to sign in, coming back here afterwards', async () => {
    server(null, []);
    await open();
    const day1 = screen.getByTestId('journey-day-1');
    expect(day1.textContent).toContain(journey.days[0]!.why);
    expect(day1.textContent).toContain('¿Qué soltaste hoy?');
    expect((await within(day1).findByRole('link', { name: ritual.title })).getAttribute('href')).toBe(
      '/ritual/7',
    );
    expect(screen.getByTestId('journey-day-2').textContent).toContain('Léelas en voz alta.');
    const signIn = await screen.findByRole('link', { name: 'Iniciar sesión para unirte' });
    expect(signIn.getAttribute('href')).toBe(
      `/auth/login?returnUrl=${encodeURIComponent('/journeys/calma')}`,
    );
    expect(screen.queryByRole('button', { name: 'Unirme a este recorrido' })).toBeNull();
  });

  it('lets a user join, then shows today’s step', async () => {
    const joined = enrolment({ status: 'due', day: 1, paused: false, next: null });
    const { requests } = server(user, [], (sent) =>
      sent.method === 'PUT' ? answer(201, { success: true, data: joined }) : answer(404),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Unirme a este recorrido' }));
    expect((await status()).textContent).toBe('Hoy: día 1');
    expect(requests.some((r) => r.method === 'PUT' && r.path.startsWith('/api/v1/me/journeys/calma'))).toBe(
      true,
    );
    expect(screen.getByTestId('journey-day-1').getAttribute('aria-current')).toBe('step');
  });

  it('says kindly that a missed day waits', async () => {
    server(user, [enrolment({ status: 'due', day: 2, paused: true, next: null }, [1])]);
    await open();
    expect((await status()).textContent).toBe('Tu recorrido te esperó: el día 2 sigue aquí, cuando quieras.');
    expect(within(screen.getByTestId('journey-day-1')).getByText('Hecho')).toBeDefined();
  });

  it('celebrates a finished journey', async () => {
    server(user, [enrolment({ status: 'finished', day: null, paused: false, next: null }, [1, 2])]);
    await open();
    expect((await status()).textContent).toBe(
      'Terminaste este recorrido. ¡Enhorabuena por cada paso que diste!',
    );
    expect(screen.queryByRole('button', { name: 'Marcar como hecho' })).toBeNull();
  });

  it('marks today’s written practice done, kept here first and counted from the tap', async () => {
    const due = enrolment({ status: 'due', day: 2, paused: false, next: null }, [1]);
    const done = enrolment({ status: 'finished', day: null, paused: false, next: null }, [1, 2]);
    let keptFirst = false;
    const held = Promise.withResolvers<Response>();
    const { requests } = server(user, [due], (sent) => {
      if (sent.method !== 'POST') return answer(404);
      // Already on the device when it leaves: a page closed now would not lose it.
      keptFirst = outbox.getSnapshot().actions.some((a) => a.kind === 'journey-step');
      return held.promise;
    });
    await open();
    const mark = await screen.findByRole('button', { name: 'Marcar como hecho' });
    const tapped = Date.now();
    await userEvent.click(mark);
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    // While the server answers, the step is not said to wait for the connection.
    expect(screen.queryByTestId('journey-step-waiting')).toBeNull();
    held.resolve(answer(200, { success: true, data: done }));
    expect(await screen.findByText('El día 2 está hecho. ¡Bien hecho!')).toBeDefined();
    const posts = requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/api/v1/me/journeys/calma/days/2'),
    );
    expect(posts).toHaveLength(1);
    expect(keptFirst).toBe(true);
    const madeAt = Date.parse(String((posts[0]!.body as { made_at?: unknown } | undefined)?.made_at));
    expect(madeAt).toBeGreaterThanOrEqual(tapped);
    expect(madeAt).toBeLessThanOrEqual(Date.now());
    expect(within(screen.getByTestId('journey-day-2')).getByText('Hecho')).toBeDefined();
    expect(outbox.getSnapshot().actions).toEqual([]);
  });

  it('celebrates what finishing with a written practice unlocked', async () => {
    const due = enrolment({ status: 'due', day: 2, paused: false, next: null }, [1]);
    const done = enrolment({ status: 'finished', day: null, paused: false, next: null }, [1, 2]);
    const first = {
      key: 'journey_first',
      category: 'journeys',
      rarity: 'rare',
      icon: 'route',
      points: 50,
      title: 'Primer camino',
      description: 'Terminaste tu primer viaje.',
      hint: '',
      unlocked: true,
      unlocked_at: '2026-03-02T20:00:00Z',
    };
    let finished = false;
    server(user, [due], (sent) => {
      if (sent.path.startsWith('/api/v1/me/achievements/unseen'))
        return answer(200, { success: true, data: finished ? [first] : [] });
      if (sent.path.startsWith('/api/v1/me/achievements/seen'))
        return answer(200, { success: true, data: { marked: 1 } });
      if (sent.method === 'POST' && sent.path.startsWith('/api/v1/me/journeys/calma/days/2')) {
        finished = true;
        return answer(200, { success: true, data: done });
      }
      return answer(404);
    });
    await open(<AchievementToasts />, ['journeys', 'moon', 'progress']);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como hecho' }));
    expect(await screen.findByText('Primer camino')).toBeDefined();
  });

  it('asks before leaving, and leaves only once confirmed', async () => {
    const { requests } = server(
      user,
      [enrolment({ status: 'due', day: 1, paused: false, next: null })],
      (sent) => (sent.method === 'DELETE' ? answer(200, { success: true }) : answer(404)),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Dejar el recorrido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Dejar el recorrido' }));
    expect(screen.getByText('¿Dejar este recorrido? Puedes volver a unirte cuando quieras.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Sí, dejarlo' }));
    expect(await screen.findByRole('button', { name: 'Unirme a este recorrido' })).toBeDefined();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the server’s refusal of a mark in its words', async () => {
    const due = enrolment({ status: 'due', day: 2, paused: false, next: null }, [1]);
    const refusal = { error: { code: 'journey_day_not_today', message: 'Este no es el paso de hoy.' } };
    server(user, [due], (sent) => (sent.method === 'POST' ? answer(409, refusal) : answer(404)));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como hecho' }));
    expect(await screen.findByText('Este no es el paso de hoy.')).toBeDefined();
    expect(screen.queryByTestId('journey-step-waiting')).toBeNull();
  });

  // The step it keeps stays in the page's outbox for the rest of this file: no test after it marks one.
  it('keeps a step the server cannot take now and shows it done, waiting to be sent', async () => {
    const due = enrolment({ status: 'due', day: 2, paused: false, next: null }, [1]);
    server(user, [due], (sent) => (sent.method === 'POST' ? answer(503) : answer(404)));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como hecho' }));
    expect(
      await screen.findByText(
        'El día 2 está hecho y guardado en este dispositivo: se enviará cuando vuelva la conexión.',
      ),
    ).toBeDefined();
    const day2 = screen.getByTestId('journey-day-2');
    expect((await within(day2).findByTestId('journey-step-waiting')).textContent).toBe(
      'Hecho en este dispositivo: se enviará cuando vuelva la conexión.',
    );
    expect(within(day2).getByText('Hecho')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Marcar como hecho' })).toBeNull();
    // Where the user stands says so too, before the server has it.
    expect(screen.getByTestId('journey-status').textContent).toContain(
      'El día 2 está hecho por hoy. ¡Bien hecho!',
    );
    expect(screen.getAllByText('2 de 2 pasos hechos')[0]).toBeDefined();
  });

  it('still says a kept step waits while the page does something else', async () => {
    // The step kept by the test before waits in the outbox; with no network nothing is sent.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const due = enrolment({ status: 'due', day: 2, paused: false, next: null }, [1]);
    const left = Promise.withResolvers<Response>();
    const { requests } = server(user, [due], (sent) =>
      sent.method === 'DELETE' ? left.promise : answer(404),
    );
    await open();
    const day2 = screen.getByTestId('journey-day-2');
    expect(await within(day2).findByTestId('journey-step-waiting')).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Dejar el recorrido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, dejarlo' }));
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    // Leaving is under way, and the step is not being sent: it still waits for the connection.
    expect(outbox.getSnapshot().sending.size).toBe(0);
    expect(within(day2).getByTestId('journey-step-waiting')).toBeDefined();
    left.resolve(answer(200, { success: true }));
    expect(await screen.findByRole('button', { name: 'Unirme a este recorrido' })).toBeDefined();
    vi.restoreAllMocks();
  });

  it('shows the app’s not-found page for an unknown journey', async () => {
    fakeServer((sent) =>
      sent.path.startsWith('/api/v1/session')
        ? answer(200, { success: true, data: null })
        : answer(404, { error: { code: 'journey_not_found', message: 'No existe.' } }),
    );
    await renderWithApp(
      <Routes>
        <Route path="/journeys/:slug" element={<JourneyPage />} />
      </Routes>,
      { path: '/journeys/nada', namespaces: ['journeys', 'moon'] },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos este recorrido' }),
    ).toBeDefined();
  });
});
