import { resolveAuthSecret } from '../auth/index.ts';
import type { DailyTipService } from '../daily-tip/index.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Env } from '../../platform/env.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createPushSender } from './push-sender.ts';
import { createReminderScheduler } from './reminder-scheduler.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { calendarRoutes, remindersMeRoutes, remindersPublicRoutes } from './reminders.routes.ts';
import { createRemindersService } from './reminders.service.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

export interface RemindersDeps {
  env: Env;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  dailyTips: DailyTipService;
  /** The clock; tests drive a fake one. */
  now?: () => Date;
}

/** Daily reminders, wired: settings and subscription routes, the calendar feed, the scheduler. */
export function createReminders({
  env,
  db,
  logger,
  mailer,
  dailyTips,
  now = () => new Date(),
}: RemindersDeps) {
  const keys = resolveVapidKeys(env);
  const authSecret = resolveAuthSecret(env);
  const repository = createRemindersRepository(db.kysely);
  const service = createRemindersService({
    repository,
    dailyTips,
    baseUrl: env.baseUrl,
    authSecret,
    allowHttpPush: env.nodeEnv !== 'production',
    now,
  });
  const scheduler = createReminderScheduler({
    repository,
    dailyTips,
    mailer,
    sendPush: createPushSender(keys),
    baseUrl: env.baseUrl,
    authSecret,
    logger,
    now,
  });
  return {
    service,
    scheduler,
    accountRoutes: remindersMeRoutes(service),
    publicRoutes: remindersPublicRoutes(service, keys.publicKey),
    calendarRoutes: calendarRoutes(service),
    /** Starts the minute timer unless REMINDER_SCHEDULER=off. */
    start() {
      if (env.reminderScheduler) scheduler.start();
    },
    close: () => scheduler.stop(),
  };
}
export type Reminders = ReturnType<typeof createReminders>;
