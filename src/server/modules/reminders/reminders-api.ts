import * as z from 'zod/mini';
import {
  calendarTokenResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsResponseSchema,
  reminderSettingsSchema,
} from '../../../shared/api/reminders.ts';
import { apiTag } from '../../platform/http/api-route.ts';
import { LANG_QUERY } from '../../platform/http/request.ts';

// The reminders routes as the API document describes them; handlers answer through `ok` with these.

const route = apiTag('Reminders');
const NO_CONTENT = { 204: { description: 'Done; nothing to return.' } } as const;
const TOKEN = {
  token: {
    schema: z.string(),
    description: 'The token from the reminder e-mail’s unsubscribe link.',
    required: true,
  },
} as const;

export const remindersApi = {
  settings: route.signedIn({
    method: 'get',
    path: '/api/v1/me/reminders',
    summary: 'The user’s reminder time, days and channels',
    description: 'Defaults to 08:00 every day with both channels off until the user chooses.',
    answers: { 200: { description: 'The settings.', schema: reminderSettingsResponseSchema } },
  }),
  saveSettings: route.signedIn({
    method: 'put',
    path: '/api/v1/me/reminders',
    summary: 'Choose the reminder time (HH:MM, local), ISO weekdays and channels',
    query: { lang: LANG_QUERY },
    body: { schema: reminderSettingsSchema, required: true },
    answers: { 200: { description: 'The stored settings.', schema: reminderSettingsResponseSchema } },
    errors: {
      400: [
        'invalid_reminder_settings',
        'invalid_reminder_time',
        'invalid_reminder_days',
        'invalid_reminder_channels',
      ],
    },
  }),
  subscribe: route.signedIn({
    method: 'post',
    path: '/api/v1/me/push-subscriptions',
    summary: 'Register this device for push reminders (idempotent per endpoint)',
    body: { schema: pushSubscriptionSchema, required: true, description: 'PushSubscription.toJSON().' },
    answers: NO_CONTENT,
    errors: { 400: ['invalid_push_subscription'] },
  }),
  unsubscribe: route.signedIn({
    method: 'delete',
    path: '/api/v1/me/push-subscriptions',
    summary: 'Stop push reminders on one device',
    body: { schema: pushUnsubscribeSchema, required: true },
    answers: NO_CONTENT,
    errors: { 400: ['invalid_push_subscription'] },
  }),
  newCalendar: route.signedIn({
    method: 'post',
    path: '/api/v1/me/calendar-token',
    summary: 'A new private calendar feed URL (the previous one stops working)',
    answers: { 201: { description: 'The feed URL.', schema: calendarTokenResponseSchema } },
  }),
  revokeCalendar: route.signedIn({
    method: 'delete',
    path: '/api/v1/me/calendar-token',
    summary: 'Revoke the calendar feed URL',
    answers: NO_CONTENT,
  }),
  publicKey: route.open({
    method: 'get',
    path: '/api/v1/push/public-key',
    summary: 'The VAPID public key a browser subscribes with',
    answers: { 200: { description: 'The key.', schema: pushPublicKeyResponseSchema } },
    errors: {},
  }),
  unsubscribePage: route.open({
    method: 'get',
    path: '/api/v1/reminders/unsubscribe',
    summary: 'The unsubscribe link of a reminder e-mail: an HTML page that asks to confirm',
    description:
      'Opening the link changes nothing (mail scanners open links); the page’s button posts to the same URL. An invalid token gets an HTML page with status 400.',
    query: TOKEN,
    answers: { 200: { description: 'An HTML page with a confirmation button.' } },
    errors: {},
  }),
  unsubscribeEmail: route.open({
    method: 'post',
    path: '/api/v1/reminders/unsubscribe',
    summary: 'One-click unsubscribe from e-mail reminders (RFC 8058)',
    description:
      'Needs no session, no Origin and no JSON body: mail providers post here. Answers an HTML page; an invalid token gets one with status 400.',
    query: TOKEN,
    answers: { 200: { description: 'An HTML page saying e-mail reminders are off.' } },
    errors: {},
  }),
};
