import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts.ts';
import { NO_TIMER, userIdOf } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe.each(testDatabases)('reminder settings on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, NO_TIMER, { withContent: false });
  });
  afterAll(() => t.close());

  it('starts at 08:00 every day with both channels off, and keeps what the user saves', async () => {
    const { browser } = await signUpVerified(t, 'settings');
    const initial = await browser.get('/api/v1/me/reminders');
    expect(initial.status).toBe(200);
    expect(initial.headers.get('cache-control')).toBe('no-store');
    expect(await initial.json()).toEqual({
      success: true,
      data: { time: '08:00', days: [1, 2, 3, 4, 5, 6, 7], channels: { push: false, email: false } },
    });

    const saved = await browser.request('/api/v1/me/reminders', {
      method: 'PUT',
      json: { time: '21:45', days: [7, 1, 3], channels: { push: true, email: false } },
    });
    expect(saved.status).toBe(200);
    const expected = { time: '21:45', days: [1, 3, 7], channels: { push: true, email: false } };
    expect(((await saved.json()) as { data: unknown }).data).toEqual(expected);
    expect(await (await browser.get('/api/v1/me/reminders')).json()).toEqual({
      success: true,
      data: expected,
    });
  });

  it('refuses bad settings with a message in the asked language', async () => {
    const { browser } = await signUpVerified(t, 'bad-settings');
    const put = (json: unknown, query = '', headers: Record<string, string> = {}) =>
      browser.request(`/api/v1/me/reminders${query}`, { method: 'PUT', json, headers });
    const valid = { time: '08:00', days: [1], channels: { push: true, email: true } };
    const cases: [unknown, string, string, Record<string, string>, string, string][] = [
      [{ ...valid, time: '8:00' }, '?lang=en', 'invalid_reminder_time', {}, 'en', '24-hour clock'],
      [{ ...valid, time: '24:00' }, '', 'invalid_reminder_time', {}, 'es', 'formato de 24 horas'],
      [{ ...valid, days: [0, 8] }, '?lang=en', 'invalid_reminder_days', {}, 'en', '1 (Monday)'],
      [
        { ...valid, days: [1, 1] },
        '',
        'invalid_reminder_days',
        { 'accept-language': 'es-ES' },
        'es',
        'lunes',
      ],
      [{ ...valid, days: [] }, '?lang=en', 'invalid_reminder_days', {}, 'en', 'weekdays'],
      [{ ...valid, channels: { push: 'yes' } }, '', 'invalid_reminder_channels', {}, 'es', 'push'],
      [{ ...valid, extra: 1 }, '?lang=en', 'invalid_reminder_settings', {}, 'en', 'JSON body'],
      ['not an object', '', 'invalid_reminder_settings', {}, 'es', 'cuerpo JSON'],
    ];
    for (const [json, query, code, headers, , fragment] of cases) {
      const res = await put(json, query, headers);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.code).toBe(code);
      expect(error.message).toContain(fragment);
    }
    const broken = await browser.request('/api/v1/me/reminders?lang=en', {
      method: 'PUT',
      body: '{"time":',
      headers: { 'content-type': 'application/json' },
    });
    expect(((await broken.json()) as ErrorBody).error.code).toBe('invalid_reminder_settings');
    // Nothing was stored by the refused requests.
    expect(
      ((await (await browser.get('/api/v1/me/reminders')).json()) as { data: unknown }).data,
    ).toMatchObject({
      time: '08:00',
      channels: { push: false, email: false },
    });
  });

  it('needs a signed-in user for everything under /me', async () => {
    const visitor = t.client();
    for (const [method, path] of [
      ['GET', '/api/v1/me/reminders'],
      ['PUT', '/api/v1/me/reminders'],
      ['POST', '/api/v1/me/push-subscriptions'],
      ['DELETE', '/api/v1/me/push-subscriptions'],
      ['POST', '/api/v1/me/calendar-token'],
    ] as const) {
      const res = await visitor.request(`${path}?lang=en`, method === 'GET' ? {} : { method, json: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(((await res.json()) as ErrorBody).error.message).toBe('No authenticated user');
    }
  });

  it('publishes the VAPID public key, the same on every call', async () => {
    const res = await t.request('/api/v1/push/public-key');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { publicKey: string } };
    expect(Buffer.from(data.publicKey, 'base64url')).toHaveLength(65);
    const again = (await (await t.request('/api/v1/push/public-key')).json()) as {
      data: { publicKey: string };
    };
    expect(again.data.publicKey).toBe(data.publicKey);
  });

  it('stores one push subscription per endpoint and deletes only the user’s own', async () => {
    const { browser, email } = await signUpVerified(t, 'subscriber');
    const other = await signUpVerified(t, 'other-subscriber');
    const userId = await userIdOf(t, email);
    const rows = () => t.db.kysely.selectFrom('push_subscriptions').select(['user_id', 'endpoint']).execute();

    expect((await browser.post('/api/v1/me/push-subscriptions', SUBSCRIPTION)).status).toBe(204);
    expect((await browser.post('/api/v1/me/push-subscriptions', SUBSCRIPTION)).status).toBe(204);
    expect(await rows()).toEqual([{ user_id: userId, endpoint: SUBSCRIPTION.endpoint }]);

    const bad = await browser.post('/api/v1/me/push-subscriptions?lang=en', { endpoint: 'nope', keys: {} });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toContain('p256dh and auth keys');

    await other.browser.delete('/api/v1/me/push-subscriptions', { endpoint: SUBSCRIPTION.endpoint });
    expect(await rows()).toHaveLength(1);
    expect(
      (await browser.delete('/api/v1/me/push-subscriptions', { endpoint: SUBSCRIPTION.endpoint })).status,
    ).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it('includes reminders in the data export, without the push keys', async () => {
    const { browser } = await signUpVerified(t, 'export-reminders');
    await browser.request('/api/v1/me/reminders', {
      method: 'PUT',
      json: { time: '06:10', days: [2, 4], channels: { push: true, email: false } },
    });
    await browser.post('/api/v1/me/push-subscriptions', {
      ...SUBSCRIPTION,
      endpoint: `${SUBSCRIPTION.endpoint}-export`,
    });
    const text = await (await browser.get('/api/v1/me/export')).text();
    const data = JSON.parse(text) as { reminders: Record<string, unknown> };
    expect(data.reminders).toEqual({
      settings: {
        time: '06:10',
        days: [2, 4],
        channels: { push: true, email: false },
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      push_subscriptions: [{ push_service: 'push.example.com', created_at: expect.any(String) }],
      sent: [],
    });
    expect(text).not.toContain(SUBSCRIPTION.keys.auth);
    expect(text).not.toContain('abc123-export');
  });

  it('deletes reminders, subscriptions, sends and the calendar link with the account', async () => {
    const { browser, email, password } = await signUpVerified(t, 'leaving-reminders');
    const userId = await userIdOf(t, email);
    await browser.request('/api/v1/me/reminders', {
      method: 'PUT',
      json: { time: '07:00', days: [1], channels: { push: true, email: true } },
    });
    await browser.post('/api/v1/me/push-subscriptions', {
      ...SUBSCRIPTION,
      endpoint: `${SUBSCRIPTION.endpoint}-x`,
    });
    await browser.post('/api/v1/me/calendar-token');
    await t.db.kysely
      .insertInto('reminder_sends')
      .values({
        user_id: userId,
        local_date: '2026-01-05',
        channel: 'push',
        sent_at: '2026-01-05T07:00:00.000Z',
      })
      .execute();
    expect((await browser.delete('/api/v1/me', { password })).status).toBe(200);
    for (const table of [
      'reminder_settings',
      'push_subscriptions',
      'reminder_sends',
      'calendar_tokens',
    ] as const) {
      const left = await t.db.kysely
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', userId)
        .execute();
      expect(left, table).toEqual([]);
    }
  });
});
