import { createAchievementsService } from '../../../src/server/modules/achievements/achievements.service.ts';
import { createDailyTipRepository } from '../../../src/server/modules/daily-tip/daily-tip.repository.ts';
import { createDailyTipService } from '../../../src/server/modules/daily-tip/daily-tip.service.ts';
import type { Db } from '../../../src/server/platform/db/database.ts';
import { createLogger } from '../../../src/server/platform/logger.ts';
import { createMailer } from '../../../src/server/platform/mail/mailer.ts';
import { resolveAuthSecret } from '../../../src/server/modules/auth/index.ts';
import {
  createPushSender,
  createReminderScheduler,
  createRemindersRepository,
  createRemindersService,
  resolveVapidKeys,
  type ReminderScheduler,
  type RemindersService,
} from '../../../src/server/modules/reminders/index.ts';
import {
  createJourneysRepository,
  createJourneysService,
  type JourneysService,
} from '../../../src/server/modules/journeys/index.ts';
import { realContent, type TestApp } from './test-app.ts';

/** The app's own timer stays off in these tests: each test drives the scheduler's clock. */
export const NO_TIMER = { REMINDER_SCHEDULER: 'off' };

export interface FakeClock {
  now: Date;
}

/** The reminders of an app process over `db` (another connection makes another process). */
export function remindersOf(
  t: TestApp,
  clock: FakeClock,
  db: Db = t.db,
): { service: RemindersService; scheduler: ReminderScheduler; journeys: JourneysService } {
  const logger = createLogger(t.env);
  const achievements = createAchievementsService(db.kysely);
  const journeys = createJourneysService(
    createJourneysRepository(db.kysely),
    achievements,
    async () => (await realContent()).journeys,
    () => clock.now,
  );
  // Wired as the app wires them (app.ts), with the test's clock.
  const deps = {
    repository: createRemindersRepository(db.kysely),
    dailyTips: createDailyTipService(createDailyTipRepository(db.kysely), achievements),
    journeys,
    baseUrl: t.env.baseUrl,
    authSecret: resolveAuthSecret(t.env),
    now: () => clock.now,
  };
  return {
    journeys,
    service: createRemindersService({ ...deps, allowHttpPush: t.env.nodeEnv !== 'production' }),
    scheduler: createReminderScheduler({
      ...deps,
      mailer: createMailer(t.env, logger),
      sendPush: createPushSender(resolveVapidKeys(t.env)),
      logger,
    }),
  };
}

/** The user id behind an e-mail address. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const row = await t.db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The day's tip as the public API gives it, which a reminder must repeat. */
export async function publicTip(t: TestApp, lang: string, date: string) {
  const res = await t.request(`/api/v1/daily-tip?lang=${lang}&date=${date}`);
  const { data } = (await res.json()) as { data: { title: string | null; content: string } };
  return data;
}
