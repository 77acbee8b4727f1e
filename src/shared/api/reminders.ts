import { z } from 'zod/mini';

// Request and response shapes of the reminders API, shared by the server (which enforces them)
// and the web app (which reads them).

/** A local wall-clock time, 'HH:MM' on a 24-hour clock. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const reminderSettingsSchema = z.strictObject({
  time: z.string().check(z.regex(REMINDER_TIME_PATTERN)),
  /** ISO weekdays the reminder is sent on: 1 = Monday … 7 = Sunday; each at most once. */
  days: z.array(z.int().check(z.minimum(1), z.maximum(7))).check(
    z.minLength(1),
    z.maxLength(7),
    z.refine((days) => new Set(days).size === days.length),
  ),
  channels: z.strictObject({ push: z.boolean(), email: z.boolean() }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** What a user who never chose has: 08:00 every day, nothing sent until a channel is turned on. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  time: '08:00',
  days: [1, 2, 3, 4, 5, 6, 7],
  channels: { push: false, email: false },
};

/** POST /api/v1/me/push-subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().check(z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/)),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/v1/me/push-subscriptions. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().check(z.maxLength(2048)) });

export const reminderSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: reminderSettingsSchema,
});
export const pushPublicKeyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ publicKey: z.string() }),
});
export const calendarTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/** What a reminder notification carries; the service worker shows it as is. */
export interface ReminderPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
