import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsSchema,
} from '../../../shared/api/reminders.ts';
import { AppError, errorResponse, requestLanguage } from '../../platform/http/errors.ts';
import { parseJsonBody } from '../../platform/http/request.ts';
import type { SignedIn } from '../auth/index.ts';
import { ok } from '../../platform/http/api-route.ts';
import { remindersApi } from './reminders-api.ts';
import type { MessageCode } from '../../platform/i18n/messages.ts';
import { message } from '../../platform/i18n/messages.ts';
import type { RemindersService } from './reminders.service.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

/** A JSON body checked by a shared schema; the first bad field names the message. */
async function body<T>(
  c: Context,
  schema: ZodMiniType<T>,
  invalid: MessageCode,
  fields: Record<string, MessageCode> = {},
): Promise<T> {
  const raw = await parseJsonBody(c, z.unknown(), { invalid });
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AppError(400, fields[String(parsed.error.issues[0]?.path[0] ?? '')] ?? invalid);
}

/** The signed-in user's reminders, push subscriptions and calendar link, in the private API under /api/v1/me. */
export function remindersMeRoutes(service: RemindersService) {
  return new Hono<SignedIn>()
    .get('/reminders', async (c) => {
      const user = c.get('user');
      return ok(c, remindersApi.settings, 200, await service.settings(user.id));
    })
    .put('/reminders', async (c) => {
      const user = c.get('user');
      const settings = await body(c, reminderSettingsSchema, 'invalid_reminder_settings', {
        time: 'invalid_reminder_time',
        days: 'invalid_reminder_days',
        channels: 'invalid_reminder_channels',
      });
      return ok(c, remindersApi.saveSettings, 200, await service.saveSettings(user.id, settings));
    })
    .post('/push-subscriptions', async (c) => {
      const user = c.get('user');
      await service.subscribe(user.id, await body(c, pushSubscriptionSchema, 'invalid_push_subscription'));
      return c.body(null, 204);
    })
    .delete('/push-subscriptions', async (c) => {
      const user = c.get('user');
      const { endpoint } = await body(c, pushUnsubscribeSchema, 'invalid_push_subscription');
      await service.unsubscribe(user.id, endpoint);
      return c.body(null, 204);
    })
    .post('/calendar-token', async (c) => {
      const user = c.get('user');
      return ok(c, remindersApi.newCalendar, 201, { url: await service.newCalendarUrl(user.id) });
    })
    .delete('/calendar-token', async (c) => {
      const user = c.get('user');
      await service.revokeCalendar(user.id);
      return c.body(null, 204);
    });
}

/** Routes under /api/v1 that need no sign-in: the push key and the one-click unsubscribe. */
export function remindersPublicRoutes(service: RemindersService, publicKey: string) {
  async function unsubscribe(c: Context, confirmed: boolean) {
    c.header('Cache-Control', 'no-store');
    const token = c.req.query('token');
    const target = await service.unsubscribeTarget(token);
    if (!target) {
      const language = requestLanguage(c);
      const page = { kind: 'invalid' as const, message: message('invalid_unsubscribe_link', language) };
      return c.html(unsubscribePage(language, page), 400);
    }
    if (!confirmed) {
      const action = `/api/v1/reminders/unsubscribe?token=${encodeURIComponent(token ?? '')}`;
      return c.html(unsubscribePage(target.language, { kind: 'confirm', action }));
    }
    await service.unsubscribeEmail(target.userId);
    return c.html(unsubscribePage(target.language, { kind: 'done' }));
  }

  return new Hono()
    .get('/push/public-key', (c) => {
      // private: a signed-in request may carry a refreshed session cookie.
      c.header('Cache-Control', 'private, max-age=3600');
      return ok(c, remindersApi.publicKey, 200, { publicKey });
    })
    .get('/reminders/unsubscribe', (c) => unsubscribe(c, false))
    .post('/reminders/unsubscribe', (c) => unsubscribe(c, true));
}

const CALENDAR_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** GET /calendar/<token>.ics: the private feed; anyone holding the URL can read it, by design. */
export function calendarRoutes(service: RemindersService) {
  return new Hono().get('/:file', async (c) => {
    const token = CALENDAR_FILE.exec(c.req.param('file'))?.[1];
    const feed = token ? await service.calendar(token) : null;
    if (feed === null) return errorResponse(c, 404, 'calendar_not_found');
    return c.body(feed, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="ritualia.ics"',
      'Cache-Control': 'private, max-age=900',
      'X-Robots-Tag': 'noindex',
    });
  });
}
