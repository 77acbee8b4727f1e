import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/server/platform/db/database.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { startMockPush, type MockPush } from './support/mock-push.ts';
import { readOutbox } from './support/outbox.ts';
import { NO_TIMER, remindersOf } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const USERS = 50;
const ZONES = ['Europe/Madrid', 'America/Mexico_City', 'Asia/Tokyo', 'UTC', 'America/Sao_Paulo'];

describe.each(testDatabases)('reminders from two app processes on one $name database', (kind) => {
  let t: TestApp;
  let push: MockPush;
  let secondConnection: Db;
  beforeAll(async () => {
    t = await createTestApp(kind, NO_TIMER);
    push = await startMockPush();
    secondConnection = createDb(t.env.databaseUrl);
  });
  afterAll(async () => {
    await secondConnection.close();
    await push.close();
    await t.close();
  });

  it('reminds each of 50 due users exactly once per channel', async () => {
    const now = new Date('2026-10-12T15:00:00Z');
    const endpoints: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const timeZone = ZONES[i % ZONES.length]!;
      // Each user's reminder fell due at their own local time, up to 100 minutes ago.
      const due = new Date(now.getTime() - (i * 2 + 1) * 60_000);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(due);
      const id = `crowd-${i}`;
      await t.db.kysely
        .insertInto('users')
        .values({
          id,
          name: `Crowd ${i}`,
          email: `crowd-${i}@example.com`,
          email_verified: kind.name === 'postgres' ? true : 1,
          image: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          language: LANGUAGES[i % LANGUAGES.length]!,
          theme: null,
          time_zone: timeZone,
        })
        .execute();
      await t.db.kysely
        .insertInto('reminder_settings')
        .values({
          user_id: id,
          time: local,
          days: '[1,2,3,4,5,6,7]',
          push: 1,
          email: 1,
          updated_at: now.toISOString(),
        })
        .execute();
      const subscription = push.subscribe();
      endpoints.push(subscription.endpoint);
      await t.db.kysely
        .insertInto('push_subscriptions')
        .values({
          id: `sub-${i}`,
          user_id: id,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          created_at: now.toISOString(),
        })
        .execute();
    }

    const clock = { now };
    const first = remindersOf(t, clock);
    const second = remindersOf(t, clock, secondConnection);
    const runs = await Promise.all([
      first.scheduler.runDue(),
      second.scheduler.runDue(),
      first.scheduler.runDue(),
      second.scheduler.runDue(),
    ]);
    expect(runs.reduce((sum, r) => sum + r.push, 0)).toBe(USERS);
    expect(runs.reduce((sum, r) => sum + r.email, 0)).toBe(USERS);

    for (const endpoint of endpoints) {
      expect(
        push.received.filter((r) => r.subscription === endpoint),
        endpoint,
      ).toHaveLength(1);
    }
    const mails = readOutbox(t.dataDir).filter((m) => m.file.includes('dailyReminder'));
    const perUser = new Map<string, number>();
    for (const mail of mails) perUser.set(mail.to, (perUser.get(mail.to) ?? 0) + 1);
    expect(perUser.size).toBe(USERS);
    expect([...perUser.values()].every((n) => n === 1)).toBe(true);
    const { count } = await t.db.kysely
      .selectFrom('reminder_sends')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(USERS * 2);
  });
});
