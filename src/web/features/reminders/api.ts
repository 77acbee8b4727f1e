import { queryOptions } from '@tanstack/react-query';
import {
  calendarTokenResponseSchema,
  pushPublicKeyResponseSchema,
  reminderSettingsResponseSchema,
  type PushSubscriptionInput,
  type ReminderSettings,
} from '#shared/api/reminders.ts';
import { request } from '#web/lib/api-client.ts';
import { uiLanguage } from '#web/i18n/ui-language.ts';

// The reminders API as the profile page uses it.

export const remindersQuery = queryOptions({
  queryKey: ['me', 'reminders'] as const,
  queryFn: async ({ signal }) =>
    (await request('/api/v1/me/reminders', { signal, schema: reminderSettingsResponseSchema })).data,
  // Forgotten with the rest of the user's data on sign-out (features/auth/session.ts).
  meta: { user: true },
});

export async function saveReminders(settings: ReminderSettings): Promise<ReminderSettings> {
  const answer = await request('/api/v1/me/reminders', {
    method: 'PUT',
    body: settings,
    language: uiLanguage(),
    schema: reminderSettingsResponseSchema,
  });
  return answer.data;
}

export async function pushPublicKey(): Promise<string> {
  return (await request('/api/v1/push/public-key', { schema: pushPublicKeyResponseSchema })).data.publicKey;
}

export function addPushSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return request('/api/v1/me/push-subscriptions', { method: 'POST', body: subscription });
}

export function removePushSubscription(endpoint: string): Promise<unknown> {
  return request('/api/v1/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}

/** A new private calendar URL; the previous one stops working. */
export async function newCalendarUrl(): Promise<string> {
  return (await request('/api/v1/me/calendar-token', { method: 'POST', schema: calendarTokenResponseSchema }))
    .data.url;
}

export function revokeCalendarUrl(): Promise<unknown> {
  return request('/api/v1/me/calendar-token', { method: 'DELETE' });
}
