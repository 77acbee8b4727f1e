import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { signUpVerified, type TestAccount } from './support/accounts.ts';
import { startMockPush, type MockPush } from './support/mock-push.ts';
import { NO_TIMER, publicTip, remindersOf, userIdOf, type FakeClock } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

describe.each(testDatabases)('push reminders on $name', (kind) => {
  let t: TestApp;
  let push: MockPush;
  let publicKey: string;
  beforeAll(async () => {
    t = await createTestApp(kind, NO_TIMER);
    push = await startMockPush();
    const res = await t.request('/api/v1/push/public-key');
    publicKey = ((await res.json()) as { data: { publicKey: string } }).data.publicKey;
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  /** A signed-in user with a profile, push reminders on, and one browser subscribed. */
  async function pushUser(tag: string, profile: { language: string; timeZone: string }, time = '08:00') {
    const account = await signUpVerified(t, tag);
    expect((await account.browser.patch('/api/v1/me', profile)).status).toBe(200);
    const settings = { time, days: ALL_DAYS, channels: { push: true, email: false } };
    expect(
      (await account.browser.request('/api/v1/me/reminders', { method: 'PUT', json: settings })).status,
    ).toBe(200);
    const subscription = push.subscribe();
    expect((await account.browser.post('/api/v1/me/push-subscriptions', subscription)).status).toBe(204);
    return { ...account, subscription };
  }
  const pushesTo = (endpoint: string) => push.received.filter((r) => r.subscription === endpoint);

  it('sends the day’s tip in the user’s language at their local time, once', async () => {
    const user = await pushUser('paris', { language: 'fr', timeZone: 'Europe/Paris' });
    const clock: FakeClock = { now: new Date('2026-03-10T06:59:00Z') };
    const reminders = remindersOf(t, clock);

    expect(await reminders.scheduler.runDue()).toEqual({ push: 0, email: 0 });
    clock.now = new Date('2026-03-10T07:00:30Z'); // 08:00 in Paris (UTC+1 in winter)
    expect((await reminders.scheduler.runDue()).push).toBe(1);
    expect((await reminders.scheduler.runDue()).push).toBe(0);

    const [received] = pushesTo(user.subscription.endpoint);
    expect(pushesTo(user.subscription.endpoint)).toHaveLength(1);
    const tip = await publicTip(t, 'fr', '2026-03-10');
    const spanish = await publicTip(t, 'es', '2026-03-10');
    expect(tip.content).not.toBe(spanish.content);
    expect(received?.payload).toEqual({
      title: tip.title ?? expect.stringContaining('Conseil'),
      body: tip.content.length > 300 ? `${tip.content.slice(0, 299)}…` : tip.content,
      url: '/daily-tip',
      tag: 'daily-tip-2026-03-10',
    });
    expect(received?.vapidKey).toBe(publicKey);
    expect(received?.ttl).toBeGreaterThan(0);
  });

  it('follows daylight saving: 08:00 in Madrid is 07:00 UTC before the change and 06:00 after', async () => {
    const user = await pushUser('madrid', { language: 'es', timeZone: 'Europe/Madrid' });
    const clock: FakeClock = { now: new Date('2026-03-29T05:59:00Z') };
    const reminders = remindersOf(t, clock);
    await reminders.scheduler.runDue();
    expect(pushesTo(user.subscription.endpoint)).toHaveLength(0);
    clock.now = new Date('2026-03-29T06:00:00Z');
    await reminders.scheduler.runDue();
    const [received] = pushesTo(user.subscription.endpoint);
    expect(received?.payload.tag).toBe('daily-tip-2026-03-29');
    expect(received?.payload.body).toContain((await publicTip(t, 'es', '2026-03-29')).content.slice(0, 100));
  });

  it('forgets a subscription the push service says is gone, and still reaches the others', async () => {
    const user = await pushUser('gone', { language: 'en', timeZone: 'America/New_York' });
    const laptop = push.subscribe();
    await user.browser.post('/api/v1/me/push-subscriptions', laptop);
    push.answer(user.subscription.endpoint, 410);
    const reminders = remindersOf(t, { now: new Date('2026-06-01T12:05:00Z') }); // 08:05 in New York
    expect((await reminders.scheduler.runDue()).push).toBe(1);
    expect(pushesTo(laptop.endpoint)).toHaveLength(1);
    expect(pushesTo(laptop.endpoint)[0]?.payload.body).toContain(
      (await publicTip(t, 'en', '2026-06-01')).content.slice(0, 100),
    );
    const left = await t.db.kysely
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', await userIdOf(t, user.email))
      .execute();
    expect(left).toEqual([{ endpoint: laptop.endpoint }]);
  });

  it('sends nothing for a day the user has already committed to', async () => {
    const user = await pushUser('committed', { language: 'pt', timeZone: 'America/Sao_Paulo' });
    const userId = await userIdOf(t, user.email);
    const tipRes = await t.request('/api/v1/daily-tip?date=2026-07-15');
    const tipId = ((await tipRes.json()) as { data: { id: number } }).data.id;
    await t.db.kysely
      .insertInto('daily_commitments')
      .values({
        id: `c-${userId}`,
        user_id: userId,
        commitment_date: '2026-07-15',
        daily_tip_id: tipId,
        committed_at: '2026-07-15T09:00:00.000Z',
        received_at: '2026-07-15T09:00:00.000Z',
        points_earned: 10,
      })
      .execute();
    const reminders = remindersOf(t, { now: new Date('2026-07-15T11:10:00Z') }); // 08:10 in São Paulo
    expect((await reminders.scheduler.runDue()).push).toBe(0);
    expect(pushesTo(user.subscription.endpoint)).toHaveLength(0);
    // The next day, not committed yet, is reminded as usual.
    const nextDay = remindersOf(t, { now: new Date('2026-07-16T11:10:00Z') });
    expect((await nextDay.scheduler.runDue()).push).toBe(1);
    expect(pushesTo(user.subscription.endpoint)[0]?.payload.tag).toBe('daily-tip-2026-07-16');
  });

  it('after a restart, sends reminders missed by less than 2 hours and skips older ones', async () => {
    const late = await pushUser('late', { language: 'en', timeZone: 'Asia/Tokyo' }, '07:00');
    const stale = await pushUser('stale', { language: 'en', timeZone: 'Asia/Tokyo' }, '05:30');
    // The process was down from before 05:30 until 08:50 in Tokyo (UTC+9); a new one starts.
    const restarted = remindersOf(t, { now: new Date('2026-09-09T23:50:00Z') });
    expect((await restarted.scheduler.runDue()).push).toBe(1);
    expect(pushesTo(late.subscription.endpoint).map((r) => r.payload.tag)).toEqual(['daily-tip-2026-09-10']);
    expect(pushesTo(stale.subscription.endpoint)).toHaveLength(0);
  });

  it('is sent by the scheduler every app process starts, on the real clock', async () => {
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString().slice(11, 16);
    const user = await pushUser('live', { language: 'en', timeZone: 'UTC' }, aMinuteAgo);
    const env = { ...t.env, reminderScheduler: true };
    const process2 = createApp({ env, db: t.db, logger: createLogger(env) });
    try {
      await vi.waitFor(() => expect(pushesTo(user.subscription.endpoint)).toHaveLength(1), {
        timeout: 10_000,
      });
    } finally {
      await process2.close();
    }
  });

  it('respects the chosen weekdays', async () => {
    const user: TestAccount & { subscription: { endpoint: string } } = await pushUser('weekends', {
      language: 'en',
      timeZone: 'UTC',
    });
    await user.browser.request('/api/v1/me/reminders', {
      method: 'PUT',
      json: { time: '08:00', days: [6, 7], channels: { push: true, email: false } },
    });
    // 2026-11-20 is a Friday, 2026-11-21 a Saturday.
    await remindersOf(t, { now: new Date('2026-11-20T08:30:00Z') }).scheduler.runDue();
    expect(pushesTo(user.subscription.endpoint)).toHaveLength(0);
    await remindersOf(t, { now: new Date('2026-11-21T08:30:00Z') }).scheduler.runDue();
    expect(pushesTo(user.subscription.endpoint)).toHaveLength(1);
  });
});
