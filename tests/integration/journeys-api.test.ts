import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolmentView, Journey, JourneySummary } from '../../src/shared/api/journeys.ts';
import type { DataExport } from '../../src/shared/api/data-export.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { signUpVerified } from './support/accounts.ts';
import { data, errorOf } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

// The journeys API: the public listing, joining, leaving, restarting and marking a written
// practice done (docs/product-rules.md, Journeys). Ritual steps: journey-steps.test.ts.

const join = (browser: TestClient, slug: string, query = '') =>
  browser.request(`/api/v1/me/journeys/${slug}${query}`, { method: 'PUT' });
const leave = (browser: TestClient, slug: string, lang = 'en') =>
  browser.request(`/api/v1/me/journeys/${slug}?lang=${lang}`, { method: 'DELETE' });
const mark = (browser: TestClient, slug: string, day: number | string, lang = 'en') =>
  browser.request(`/api/v1/me/journeys/${slug}/days/${day}?lang=${lang}`, { method: 'POST' });
const exportOf = async (browser: TestClient) =>
  (await (await browser.get('/api/v1/me/export')).json()) as DataExport;
const mine = async (browser: TestClient) => data<EnrolmentView[]>(await browser.get('/api/v1/me/journeys'));

describe.each(testDatabases)('journeys API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the journeys and shows one with its days, in the asked language', async () => {
    const list = await data<JourneySummary[]>(await t.client().get('/api/v1/journeys?lang=fr'));
    expect(list).toHaveLength(6);
    const start = list.find((j) => j.slug === 'start-here');
    expect(start).toMatchObject({ title: 'Commence ici', kind: 'days', days_count: 7 });
    const lunar = await data<Journey>(await t.client().get('/api/v1/journeys/a-lunar-cycle?lang=en'));
    expect(lunar.kind).toBe('lunar');
    expect(lunar.days.map((d) => d.phase)).toContain('full');
    const ritualDay = lunar.days[0]!;
    expect(ritualDay.ritual).toMatchObject({ slug: 'new-moon-letter-to-your-future-self' });
    expect(ritualDay.ritual!.id).toBeGreaterThan(0);
    expect(lunar.days[5]).toMatchObject({ ritual: null, practice: { title: expect.any(String) } });

    for (const path of ['/api/v1/journeys/nope?lang=pt', '/api/v1/journeys/Bad_Slug!?lang=pt']) {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'journey_not_found', message: 'Esta jornada não existe.' });
    }
    expect((await t.client().get('/api/v1/journeys?lang=xx')).status).toBe(400);
  });

  it.each([
    ['GET', '/api/v1/me/journeys'],
    ['PUT', '/api/v1/me/journeys/start-here'],
    ['DELETE', '/api/v1/me/journeys/start-here'],
    ['POST', '/api/v1/me/journeys/start-here/days/7'],
  ])('%s %s needs a session', async (method, path) => {
    expect((await t.client().request(path, { method })).status).toBe(401);
  });

  it('joins once, refuses a fourth journey, leaves, and restarts', async () => {
    const { browser } = await signUpVerified(t, 'journeys');
    const first = await join(browser, 'start-here');
    expect(first.status).toBe(201);
    const joined = await data<EnrolmentView>(first);
    expect(joined.today).toEqual({
      status: 'due',
      day: 1,
      paused: false,
      next: null,
      prompt: expect.any(String),
    });
    expect(joined.started_on).toBe(localDateOf(new Date(), 'UTC'));
    const again = await join(browser, 'start-here');
    expect(again.status).toBe(200);
    expect(await data<EnrolmentView>(again)).toEqual(joined);

    expect((await join(browser, 'calm-nights')).status).toBe(201);
    expect((await join(browser, 'gratitude-week')).status).toBe(201);
    const fourth = await join(browser, 'letting-go', '?lang=fr');
    expect(fourth.status).toBe(409);
    const refusal = await errorOf(fourth);
    expect(refusal.code).toBe('too_many_journeys');
    expect(refusal.message).toContain('Tu suis déjà 3 parcours');
    expect((await mine(browser)).map((e) => e.slug).sort()).toEqual([
      'calm-nights',
      'gratitude-week',
      'start-here',
    ]);

    expect((await leave(browser, 'calm-nights')).status).toBe(200);
    const twice = await leave(browser, 'calm-nights', 'es');
    expect(twice.status).toBe(404);
    expect(await errorOf(twice)).toEqual({
      code: 'journey_not_joined',
      message: 'No sigues este recorrido.',
    });
    expect((await errorOf(await leave(browser, 'nope'))).code).toBe('journey_not_found');
    expect((await join(browser, 'letting-go')).status).toBe(201);

    // Restart: the written practice of day 1 is done, then the journey begins again.
    expect((await mark(browser, 'gratitude-week', 1)).status).toBe(200);
    const done = (await mine(browser)).find((e) => e.slug === 'gratitude-week')!;
    expect(done.days_done.map((d) => d.day)).toEqual([1]);
    expect((await join(browser, 'gratitude-week', '?restart=2')).status).toBe(400);
    const restarted = await data<EnrolmentView>(await join(browser, 'gratitude-week', '?restart=1'));
    expect(restarted.days_done).toEqual([]);
    expect(restarted.today).toMatchObject({ status: 'due', day: 1 });
    expect(restarted.started_at >= done.started_at).toBe(true);
  });

  it('marks only today’s written practice, and refuses bad days in the asked language', async () => {
    const { browser } = await signUpVerified(t, 'practice');
    expect((await errorOf(await mark(browser, 'gratitude-week', 1))).code).toBe('journey_not_joined');
    await join(browser, 'gratitude-week');

    const ritualDay = await mark(browser, 'gratitude-week', 2, 'es');
    expect(ritualDay.status).toBe(409);
    expect(await errorOf(ritualDay)).toMatchObject({ code: 'journey_day_has_ritual' });
    const later = await mark(browser, 'gratitude-week', 4);
    expect(later.status).toBe(409);
    expect((await errorOf(later)).code).toBe('journey_day_not_today');
    for (const day of [99, 0, 'abc']) {
      const res = await mark(browser, 'gratitude-week', day, 'fr');
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'invalid_journey_day',
        message: 'Ce parcours n’a pas ce jour.',
      });
    }
    expect((await mark(browser, 'no-such-journey', 1)).status).toBe(404);

    const first = await mark(browser, 'gratitude-week', 1);
    expect(first.status).toBe(200);
    const after = await data<EnrolmentView>(first);
    const today = localDateOf(new Date(), 'UTC');
    expect(after.days_done).toEqual([{ day: 1, on: today }]);
    expect(after.today).toMatchObject({ status: 'doneToday', day: 1, next: { day: 2 } });
    // A retry answers the same enrolment and stores nothing new.
    expect(await data<EnrolmentView>(await mark(browser, 'gratitude-week', 1))).toEqual(after);
  });

  it('keeps each user’s journeys to that user, and exports them', async () => {
    const a = await signUpVerified(t, 'private-a');
    const b = await signUpVerified(t, 'private-b');
    await join(a.browser, 'gratitude-week');
    await mark(a.browser, 'gratitude-week', 1);
    expect(await mine(b.browser)).toEqual([]);
    expect((await errorOf(await mark(b.browser, 'gratitude-week', 1))).code).toBe('journey_not_joined');
    expect((await leave(b.browser, 'gratitude-week')).status).toBe(404);
    expect((await mine(a.browser)).map((e) => e.days_done.length)).toEqual([1]);

    const exported = await exportOf(a.browser);
    expect(exported.journeys.enrolments).toEqual([
      expect.objectContaining({ slug: 'gratitude-week', days_done: [expect.objectContaining({ day: 1 })] }),
    ]);
    const other = await exportOf(b.browser);
    expect(other.journeys).toEqual({ enrolments: [], finished: [] });
  });
});
