import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/shared/api/journeys.ts';
import { signUpVerified } from './support/accounts.ts';
import { startMockPush, type MockPush } from './support/mock-push.ts';
import { readOutbox } from './support/outbox.ts';
import { NO_TIMER, remindersOf, userIdOf, type FakeClock } from './support/reminders.ts';
import { data } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

// A user following a journey: the daily reminder (push and e-mail) and the calendar feed name
// the day's step in the user's language, linking to the journey's page.

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

describe.each(testDatabases)('reminders naming the journey step on $name', (kind) => {
  let t: TestApp;
  let push: MockPush;
  beforeAll(async () => {
    t = await createTestApp(kind, NO_TIMER);
    push = await startMockPush();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  /** A step's name as the public API shows it: its written practice or its ritual's title. */
  async function stepName(lang: string, slug: string, day: number): Promise<string> {
    const journey = await data<Journey>(await t.client().get(`/api/v1/journeys/${slug}?lang=${lang}`));
    const step = journey.days.find((d) => d.day === day);
    if (step?.practice) return step.practice.title;
    const ritual = await data<{ title: string }>(
      await t.client().get(`/api/v1/rituals/${step?.ritual?.id}?lang=${lang}`),
    );
    return ritual.title;
  }

  async function reminderUser(tag: string, language: string, channels: { push: boolean; email: boolean }) {
    const account = await signUpVerified(t, tag);
    expect((await account.browser.patch('/api/v1/me', { language, timeZone: 'Europe/Lisbon' })).status).toBe(
      200,
    );
    const settings = { time: '09:00', days: ALL_DAYS, channels };
    expect(
      (await account.browser.request('/api/v1/me/reminders', { method: 'PUT', json: settings })).status,
    ).toBe(200);
    return { ...account, userId: await userIdOf(t, account.email) };
  }

  it('e-mails today’s step in Spanish with the journey’s page, a paused step still named', async () => {
    const user = await reminderUser('step-mail', 'es', { push: false, email: true });
    // Joined the day before and nothing done since: day 1 waits on today.
    const clock: FakeClock = { now: new Date('2026-05-03T10:00:00Z') };
    const reminders = remindersOf(t, clock);
    await reminders.journeys.join(user.userId, 'start-here', false, 'es');
    clock.now = new Date('2026-05-04T08:01:00Z'); // 09:01 in Lisbon
    expect((await reminders.scheduler.runDue()).email).toBe(1);

    const [mail] = readOutbox(t.dataDir).filter(
      (m) => m.to.includes(user.email) && m.file.includes('dailyReminder'),
    );
    const line = `Hoy en «Empieza aquí»: día 1, ${await stepName('es', 'start-here', 1)}`;
    expect(mail?.text).toContain(line);
    expect(mail?.html).toContain('Hoy en «Empieza aquí»: día 1');
    expect(mail?.links).toContain(`${t.env.baseUrl}/journeys/start-here`);
  });

  it('pushes today’s step in Portuguese, opening the journey’s page', async () => {
    const user = await reminderUser('step-push', 'pt', { push: true, email: false });
    const subscription = push.subscribe();
    expect((await user.browser.post('/api/v1/me/push-subscriptions', subscription)).status).toBe(204);
    const clock: FakeClock = { now: new Date('2026-05-04T07:00:00Z') };
    const reminders = remindersOf(t, clock);
    await reminders.journeys.join(user.userId, 'start-here', false, 'pt');
    clock.now = new Date('2026-05-04T08:00:30Z');
    expect((await reminders.scheduler.runDue()).push).toBe(1);

    const [received] = push.received.filter((r) => r.subscription === subscription.endpoint);
    const name = await stepName('pt', 'start-here', 1);
    expect(received?.payload.body.startsWith(`Hoje em “Comece por aqui”: dia 1, ${name}\n`)).toBe(true);
    expect(received?.payload.url).toBe('/journeys/start-here');
  });

  it('leaves the reminder as it was for a user on no journey', async () => {
    const user = await reminderUser('step-none', 'pt', { push: true, email: false });
    const subscription = push.subscribe();
    expect((await user.browser.post('/api/v1/me/push-subscriptions', subscription)).status).toBe(204);
    const clock: FakeClock = { now: new Date('2026-05-04T08:00:30Z') };
    expect((await remindersOf(t, clock).scheduler.runDue()).push).toBe(1);
    const [received] = push.received.filter((r) => r.subscription === subscription.endpoint);
    expect(received?.payload.url).toBe('/daily-tip');
    expect(received?.payload.body).not.toContain('Hoje em');
  });

  it.each(['es', 'pt'] as const)('names each coming day’s step in the %s calendar feed', async (lang) => {
    const user = await reminderUser(`step-ics-${lang}`, lang, { push: false, email: false });
    const res = await user.browser.post('/api/v1/me/calendar-token');
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    const token = /\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
    const clock: FakeClock = { now: new Date('2026-05-04T07:00:00Z') };
    const reminders = remindersOf(t, clock);
    await reminders.journeys.join(user.userId, 'start-here', false, lang);

    const ics = (await reminders.service.calendar(token)) ?? '';
    const events = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
      .filter((e) => !e.uid.startsWith('moon-'));
    const byDate = new Map(events.map((e) => [e.startDate.toString().slice(0, 10), e]));
    const journey = lang === 'es' ? '«Empieza aquí»: día' : '“Comece por aqui”: dia';
    const today = lang === 'es' ? 'Hoy en' : 'Hoje em';
    for (const [date, day] of [
      ['2026-05-04', 1],
      ['2026-05-06', 3],
    ] as const) {
      const line = `${today} ${journey} ${day}, ${await stepName(lang, 'start-here', day)}`;
      expect(byDate.get(date)?.summary).toBe(`Ritualia: ${line}`);
      expect(byDate.get(date)?.description).toContain(line);
    }
  });
});
