import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  DEFAULT_REMINDER_SETTINGS,
  type PushSubscriptionInput,
  type ReminderSettings,
} from '../../../shared/api/reminders.ts';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import type { DataExport } from '../../../shared/api/data-export.ts';
import { type LocalDate } from '../../../shared/local-date.ts';
import { localDateOf } from '../../../shared/zoned-time.ts';
import type { DailyTipService } from '../daily-tip/index.ts';
import type { JourneysService } from '../journeys/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { REMINDER_TEXTS } from '../../platform/i18n/reminder-messages.ts';
import { userTimeZone } from '../../../shared/zoned-time.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import { calendarFeed } from './calendar-feed.ts';
import type { RemindersRepository } from './reminders.repository.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export interface RemindersServiceDeps {
  repository: RemindersRepository;
  dailyTips: DailyTipService;
  journeys: Pick<JourneysService, 'stepsOn'>;
  baseUrl: string;
  authSecret: string;
  /** Plain http endpoints are accepted only outside production (a local mock push service). */
  allowHttpPush: boolean;
  now: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const languageOrDefault = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : 'es';

/** The day's tip as a reminder shows it: its title (or "Tip #id") and text, in one language. */
export async function reminderTip(dailyTips: DailyTipService, language: Language, date: LocalDate) {
  const tip = await dailyTips.tipFor(language, date);
  return { title: tip.title ?? REMINDER_TEXTS[language].tipTitle(tip.id), text: tip.content };
}

export function createRemindersService(deps: RemindersServiceDeps) {
  const { repository } = deps;
  return {
    /** The data export's reminders: choices, where pushes go (the endpoint itself is a capability URL), sends. */
    async exportSection(userId: string): Promise<Pick<DataExport, 'reminders'>> {
      const { settings, subscriptions, sends } = await repository.exportReminders(userId);
      return {
        reminders: {
          settings: settings
            ? {
                time: settings.time,
                days: JSON.parse(settings.days) as number[],
                channels: { push: settings.push === 1, email: settings.email === 1 },
                updated_at: settings.updated_at,
              }
            : null,
          push_subscriptions: subscriptions.map((s) => ({
            push_service: new URL(s.endpoint).host,
            created_at: s.created_at,
          })),
          sent: sends,
        },
      };
    },

    async settings(userId: string): Promise<ReminderSettings> {
      const stored = await repository.findSettings(userId);
      if (!stored) return DEFAULT_REMINDER_SETTINGS;
      return {
        time: stored.time,
        days: stored.days,
        channels: { push: stored.push, email: stored.email },
      };
    },

    async saveSettings(userId: string, s: ReminderSettings): Promise<ReminderSettings> {
      const days = [...s.days].sort((a, b) => a - b);
      await repository.saveSettings(
        userId,
        { time: s.time, days, push: s.channels.push, email: s.channels.email },
        isoInstant(deps.now()),
      );
      return { time: s.time, days, channels: s.channels };
    },

    async subscribe(userId: string, sub: PushSubscriptionInput): Promise<void> {
      const protocol = new URL(sub.endpoint).protocol;
      if (protocol !== 'https:' && !(deps.allowHttpPush && protocol === 'http:')) {
        throw new AppError(400, 'invalid_push_subscription');
      }
      await repository.saveSubscription({
        id: randomUUID(),
        user_id: userId,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        created_at: isoInstant(deps.now()),
      });
    },

    /** Only the user's own subscription goes; an unknown endpoint is already gone. */
    unsubscribe: (userId: string, endpoint: string) => repository.deleteSubscription(endpoint, userId),

    /** A new private calendar URL; the previous one stops working at once. */
    async newCalendarUrl(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repository.saveCalendarToken(userId, hashToken(token), isoInstant(deps.now()));
      return `${deps.baseUrl}/calendar/${token}.ics`;
    },

    revokeCalendar: (userId: string) => repository.deleteCalendarToken(userId),

    /** The feed behind a calendar URL, or null when the token is unknown or replaced. */
    async calendar(token: string): Promise<string | null> {
      const owner = await repository.calendarOwner(hashToken(token));
      if (!owner) return null;
      const language = languageOrDefault(owner.language);
      const timeZone = userTimeZone(owner.time_zone);
      const settings = (await repository.findSettings(owner.id)) ?? {
        time: DEFAULT_REMINDER_SETTINGS.time,
        days: DEFAULT_REMINDER_SETTINGS.days,
      };
      const now = deps.now();
      const texts = REMINDER_TEXTS[language];
      return calendarFeed({
        userId: owner.id,
        timeZone,
        time: settings.time,
        days: settings.days,
        today: localDateOf(now, timeZone),
        now,
        calendarName: texts.calendarName,
        eventTitle: texts.calendarEvent,
        moonEvents: { full: texts.fullMoonEvent, new: texts.newMoonEvent },
        url: `${deps.baseUrl}/daily-tip`,
        tipFor: (date) => reminderTip(deps.dailyTips, language, date),
        stepsOn: async (dates) => {
          const steps = await deps.journeys.stepsOn(owner.id, language, dates);
          return new Map(
            [...steps].map(([date, list]) => [
              date,
              list.map((s) => texts.journeyStep(s.journey, s.day, s.name)),
            ]),
          );
        },
      });
    },

    /** Who an unsubscribe link belongs to, and their language; null when it is not a valid link. */
    async unsubscribeTarget(
      token: string | undefined,
    ): Promise<{ userId: string; language: Language } | null> {
      const userId = verifyUnsubscribeToken(deps.authSecret, token);
      if (!userId) return null;
      const user = await repository.userLanguage(userId);
      return user ? { userId, language: languageOrDefault(user.language) } : null;
    },

    unsubscribeEmail: (userId: string) => repository.turnOffEmail(userId, isoInstant(deps.now())),
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
