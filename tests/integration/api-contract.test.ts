import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../src/server/modules/auth/auth-secret.ts';
import { unsubscribeToken } from '../../src/server/modules/reminders/unsubscribe-token.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { signUpVerified, type TestAccount } from './support/accounts.ts';
import { ContractChecker, openApiPath, type OpenApi } from './support/contract.ts';
import { userIdOf } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { JsonInit } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

// Every documented route is called with valid input, and every answer (status and body) must be
// one the published OpenAPI document describes for that route.

const buy = (item: string, key: string) => ({ json: { item, idempotency_key: key } });
const madeAt = (at: number) => ({ json: { made_at: new Date(at).toISOString() } });

describe.each(testDatabases)('API contract on $name', (kind) => {
  let t: TestApp;
  let contract: ContractChecker;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(kind);
    contract = new ContractChecker((await (await t.request('/api/openapi.json')).json()) as OpenApi);
    account = await signUpVerified(t, 'contract');
  });
  afterAll(() => t.close());

  /** Calls `url` as `method` and checks the answer against the document's `path`. */
  async function call(method: string, path: string, url: string, init: JsonInit = {}, who = t.client()) {
    const res = await who.request(url, { ...init, method });
    return { status: res.status, body: await contract.check(method, path, res) };
  }
  const me = (method: string, path: string, url = path, init: JsonInit = {}) =>
    call(method, path, url, init, account.browser);

  it('answers the public routes as documented', async () => {
    expect((await call('GET', '/api/health', '/api/health')).status).toBe(200);
    const list = await t.client().get('/api/v1/rituals?lang=en');
    const etag = list.headers.get('etag') ?? '';
    const whole = (await contract.check('GET', '/api/v1/rituals', list)) as { data: { id: number }[] };
    const again = await call('GET', '/api/v1/rituals', '/api/v1/rituals?lang=en', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const rituals = '/api/v1/rituals';
    const page = await call(
      'GET',
      rituals,
      `${rituals}?lang=es&q=vela&type=candles,ritualBaths&page=1&limit=5`,
    );
    expect(page.status).toBe(200);
    expect((await call('GET', rituals, `${rituals}?intention=love&moment=night`)).status).toBe(200);
    expect((await call('GET', rituals, `${rituals}?type=nope`)).status).toBe(400);
    expect((await call('GET', rituals, `${rituals}?page=0`)).status).toBe(400);
    const id = whole.data[0]?.id;
    expect((await call('GET', '/api/v1/rituals/{id}', `/api/v1/rituals/${id}?lang=fr`)).status).toBe(200);
    expect((await call('GET', '/api/v1/rituals/{id}', '/api/v1/rituals/999999')).status).toBe(404);
    const related = '/api/v1/rituals/{id}/related';
    expect((await call('GET', related, `/api/v1/rituals/${id}/related?lang=pt`)).status).toBe(200);
    expect((await call('GET', related, '/api/v1/rituals/999999/related')).status).toBe(404);
    expect((await call('GET', '/api/v1/rituals/{id}', `/api/v1/rituals/${id}?lang=de`)).status).toBe(400);
    expect((await call('GET', '/api/v1/daily-tip', '/api/v1/daily-tip?lang=pt')).status).toBe(200);
    expect((await call('GET', '/api/v1/daily-tip', '/api/v1/daily-tip?date=2025-02-29')).status).toBe(400);
    expect((await call('GET', '/api/v1/auth/providers', '/api/v1/auth/providers')).status).toBe(200);
    const visitor = await call('GET', '/api/v1/session', '/api/v1/session');
    expect(visitor.body).toEqual({ success: true, data: null });
  });

  it('answers every private route without a session with a documented 401', async () => {
    const privateOps = contract.operations('/api/v1/me');
    expect(privateOps.length).toBeGreaterThan(10);
    for (const op of privateOps) {
      const [method = '', path = ''] = op.split(' ');
      const res = await call(method, path, path.replace('{ritualId}', '1').replace('{date}', '2026-01-01'));
      expect(res.status, op).toBe(401);
    }
  });

  it('answers the signed-in routes as documented', async () => {
    const today = localDateOf(new Date(), 'Europe/Madrid');
    expect((await me('GET', '/api/v1/session')).status).toBe(200);
    expect((await me('GET', '/api/v1/me')).status).toBe(200);
    const patch = { json: { displayName: 'Luna Nueva', timeZone: 'Europe/Madrid', theme: 'dark' } };
    expect((await me('PATCH', '/api/v1/me', '/api/v1/me', patch)).status).toBe(200);
    const bad = await me('PATCH', '/api/v1/me', '/api/v1/me', { json: { theme: 'sepia' } });
    expect(bad.status).toBe(400);

    const complete = { json: { ritual_id: 1 } };
    const path = '/api/v1/me/completions';
    expect((await me('POST', path, `${path}?lang=en`, complete)).status).toBe(201);
    expect((await me('POST', path, `${path}?lang=en`, complete)).status).toBe(200);
    expect((await me('POST', path, path, { json: { ritual_id: 999_999 } })).status).toBe(404);
    expect((await me('GET', path)).status).toBe(200);

    const favorite = '/api/v1/me/favorites/{ritualId}';
    expect((await me('PUT', favorite, '/api/v1/me/favorites/2')).status).toBe(200);
    expect((await me('GET', '/api/v1/me/favorites')).status).toBe(200);
    expect((await me('DELETE', favorite, '/api/v1/me/favorites/2')).status).toBe(200);
    expect((await me('PUT', favorite, '/api/v1/me/favorites/abc')).status).toBe(400);

    const commit = { json: { date: today } };
    expect((await me('POST', '/api/v1/me/commitments', undefined, commit)).status).toBe(201);
    expect((await me('POST', '/api/v1/me/commitments', undefined, commit)).status).toBe(200);
    const commitments = `/api/v1/me/commitments?lang=fr&limit=5&today=${today}`;
    expect((await me('GET', '/api/v1/me/commitments', commitments)).status).toBe(200);
    expect((await me('GET', '/api/v1/me/streak', `/api/v1/me/streak?today=${today}`)).status).toBe(200);

    expect((await me('GET', '/api/v1/me/progress', '/api/v1/me/progress?lang=pt')).status).toBe(200);
    expect((await me('GET', '/api/v1/me/insights')).status).toBe(200);
    const unseen = await me('GET', '/api/v1/me/achievements/unseen');
    const keys = (unseen.body as { data: { key: string }[] }).data.map((a) => a.key);
    expect(keys.length).toBeGreaterThan(0);
    const seen = await me('POST', '/api/v1/me/achievements/seen', undefined, { json: { keys } });
    expect(seen.body).toEqual({ success: true, data: { marked: keys.length } });
    expect((await me('GET', '/api/v1/me/export')).status).toBe(200);
  });

  it('answers the reminders routes as documented', async () => {
    expect((await call('GET', '/api/v1/push/public-key', '/api/v1/push/public-key')).status).toBe(200);
    const reminders = '/api/v1/me/reminders';
    expect((await me('GET', reminders)).status).toBe(200);
    const settings = { time: '07:30', days: [1, 3, 5], channels: { push: true, email: true } };
    expect((await me('PUT', reminders, `${reminders}?lang=en`, { json: settings })).status).toBe(200);
    const badTime = { json: { ...settings, time: '7:30' } };
    expect((await me('PUT', reminders, `${reminders}?lang=fr`, badTime)).status).toBe(400);
    const subscription = {
      endpoint: 'https://push.example.com/send/contract',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const subscriptions = '/api/v1/me/push-subscriptions';
    expect((await me('POST', subscriptions, undefined, { json: subscription })).status).toBe(204);
    expect((await me('POST', subscriptions, undefined, { json: { endpoint: 'nope' } })).status).toBe(400);
    const endpoint = { json: { endpoint: subscription.endpoint } };
    expect((await me('DELETE', subscriptions, undefined, endpoint)).status).toBe(204);
    expect((await me('POST', '/api/v1/me/calendar-token')).status).toBe(201);
    expect((await me('DELETE', '/api/v1/me/calendar-token')).status).toBe(204);
    const token = unsubscribeToken(resolveAuthSecret(t.env), await userIdOf(t, account.email));
    const link = `/api/v1/reminders/unsubscribe?token=${token}`;
    expect((await call('GET', '/api/v1/reminders/unsubscribe', link)).status).toBe(200);
    expect((await call('POST', '/api/v1/reminders/unsubscribe', link)).status).toBe(200);
  });

  it('answers the moon, shop and journal routes as documented', async () => {
    const moon = '/api/v1/moon';
    expect((await call('GET', moon, `${moon}?date=2026-03-03&tz=Europe/Madrid`)).status).toBe(200);
    expect((await call('GET', moon, `${moon}?tz=Mars/Olympus`)).status).toBe(400);
    expect((await call('GET', '/api/v1/shop', '/api/v1/shop?lang=fr')).status).toBe(200);
    expect((await me('GET', '/api/v1/me/wallet')).status).toBe(200);
    const purchases = '/api/v1/me/purchases';
    expect((await me('POST', purchases, undefined, buy('streak_freeze', 'contract-1'))).status).toBe(201);
    expect((await me('POST', purchases, undefined, buy('streak_freeze', 'contract-1'))).status).toBe(200);
    expect((await me('POST', purchases, undefined, buy('frame_sun', 'contract-2'))).status).toBe(409);
    expect((await me('POST', purchases, undefined, buy('crown', 'contract-3'))).status).toBe(400);
    const cosmetics = '/api/v1/me/cosmetics';
    const none = { json: { palette: null, frame: null } };
    expect((await me('PUT', cosmetics, undefined, none)).status).toBe(200);
    const unowned = { json: { palette: 'palette_jade', frame: null } };
    expect((await me('PUT', cosmetics, undefined, unowned)).status).toBe(409);

    const note = { json: { text: 'Calma.\nLuz.', mood: 4 } };
    const ritualNote = '/api/v1/me/journal/rituals/{ritualId}';
    expect((await me('PUT', ritualNote, '/api/v1/me/journal/rituals/1', note)).status).toBe(200);
    expect((await me('PUT', ritualNote, '/api/v1/me/journal/rituals/7', note)).status).toBe(404);
    expect((await me('DELETE', ritualNote, '/api/v1/me/journal/rituals/1')).status).toBe(200);
    const dayNote = '/api/v1/me/journal/days/{date}';
    const today = localDateOf(new Date(), 'Europe/Madrid'); // the day committed to above, in the profile's zone
    expect((await me('PUT', dayNote, `/api/v1/me/journal/days/${today}`, note)).status).toBe(200);
    expect((await me('GET', '/api/v1/me/journal', '/api/v1/me/journal?limit=5')).status).toBe(200);
    expect((await me('DELETE', dayNote, `/api/v1/me/journal/days/${today}`)).status).toBe(200);
    expect((await me('DELETE', dayNote, '/api/v1/me/journal/days/2025-02-30')).status).toBe(400);
  });

  it('answers the journeys routes as documented', async () => {
    const list = '/api/v1/journeys';
    expect((await call('GET', list, `${list}?lang=fr`)).status).toBe(200);
    const one = '/api/v1/journeys/{slug}';
    expect((await call('GET', one, `${list}/gratitude-week?lang=pt`)).status).toBe(200);
    expect((await call('GET', one, `${list}/nope`)).status).toBe(404);
    const mine = '/api/v1/me/journeys/{slug}';
    expect((await me('PUT', mine, '/api/v1/me/journeys/gratitude-week')).status).toBe(201);
    expect((await me('PUT', mine, '/api/v1/me/journeys/gratitude-week?restart=1')).status).toBe(200);
    expect((await me('PUT', mine, '/api/v1/me/journeys/nope')).status).toBe(404);
    const day = '/api/v1/me/journeys/{slug}/days/{day}';
    const dayOne = '/api/v1/me/journeys/gratitude-week/days/1';
    expect((await me('POST', day, dayOne)).status).toBe(200);
    // A mark kept on the device says when it was made.
    expect((await me('POST', day, dayOne, madeAt(Date.now()))).status).toBe(200);
    expect((await me('POST', day, dayOne, madeAt(Date.now() + 3_600_000))).status).toBe(400);
    expect((await me('POST', day, dayOne, { json: { day: 1 } })).status).toBe(400);
    expect((await me('POST', day, '/api/v1/me/journeys/gratitude-week/days/2')).status).toBe(409);
    expect((await me('POST', day, '/api/v1/me/journeys/gratitude-week/days/99')).status).toBe(400);
    expect((await me('GET', '/api/v1/me/journeys', '/api/v1/me/journeys?lang=es')).status).toBe(200);
    expect((await me('DELETE', mine, '/api/v1/me/journeys/gratitude-week')).status).toBe(200);
    expect((await me('DELETE', mine, '/api/v1/me/journeys/gratitude-week')).status).toBe(404);
  });

  it('answers better-auth’s documented routes with documented statuses', async () => {
    const { email, password } = account;
    const browser = t.client();
    const auth = (path: string, json?: unknown) => call('POST', path, path, { json }, browser);
    expect((await auth('/api/auth/sign-in/email', { email, password: 'wrong-password' })).status).toBe(401);
    expect((await auth('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await call('GET', '/api/auth/get-session', '/api/auth/get-session', {}, browser)).status).toBe(
      200,
    );
    const change = { currentPassword: password, newPassword: `${password}-2` };
    expect((await auth('/api/auth/change-password', change)).status).toBe(200);
    expect((await auth('/api/auth/sign-in/magic-link', { email, callbackURL: '/' })).status).toBe(200);
    expect((await auth('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' })).status).toBe(
      404,
    );
    const reset = { email, redirectTo: '/auth/reset-password' };
    expect((await auth('/api/auth/request-password-reset', reset)).status).toBe(200);
    const badToken = { token: 'not-a-token', newPassword: 'moonlight-43' };
    expect((await auth('/api/auth/reset-password', badToken)).status).toBe(400);
    expect((await auth('/api/auth/sign-up/email', { name: 'Sol', email, password })).status).toBe(422);
    expect((await auth('/api/auth/sign-out', {})).status).toBe(200);
  });

  it('deletes the account as documented, and has called every documented route', async () => {
    const res = await me('DELETE', '/api/v1/me', undefined, { json: { password: `${account.password}-2` } });
    expect(res.body).toEqual({ success: true });
    expect([...contract.checked].sort()).toEqual(contract.operations().sort());
  });

  it('documents every /api/v1 route the app serves, and serves every one it documents', () => {
    const served = t.app.hono.routes
      .filter((r) => r.method !== 'ALL' && (r.path.startsWith('/api/v1/') || r.path === '/api/health'))
      .map((r) => `${r.method} ${openApiPath(r.path)}`);
    const documented = contract.operations().filter((op) => !op.includes(' /api/auth/'));
    expect([...new Set(served)].sort()).toEqual(documented.sort());
  });
});
