import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import {
  commitmentListResponseSchema,
  commitResponseSchema,
  streakResponseSchema,
} from '../../src/shared/api/daily-tip.ts';
import { addDays, dayOfYear } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { signUpVerified, type TestAccount } from './support/accounts.ts';
import { createTestApp, realContent, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const todayUtc = () => localDateOf(Date.now(), 'UTC');
const noonUtc = (date: string) => `${date}T12:00:00.000Z`;

describe.each(testDatabases)('daily-tip commitments on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function pointsOf(userId: string) {
    const commitments = await t.db.kysely
      .selectFrom('daily_commitments')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('points_earned').as('points')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const achievements = await t.db.kysely
      .selectFrom('user_achievements')
      .select('achievement_key')
      .where('user_id', '=', userId)
      .execute();
    return {
      rows: Number(commitments.rows),
      points: Number(commitments.points ?? 0),
      achievements: achievements.map((a) => a.achievement_key).sort(),
    };
  }

  async function userIdOf(account: TestAccount) {
    const row = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('100 concurrent identical commits store one row, add 10 points once and all get the same body', async () => {
    const account = await signUpVerified(t, 'concurrent');
    const date = todayUtc();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => account.browser.post('/api/v1/me/commitments', { date })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(99);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    const body = commitResponseSchema.parse(JSON.parse(bodies[0] ?? '')).data;
    expect(body.commitment).toMatchObject({ date, tip_id: dayOfYear(date), points_earned: 10 });
    // The first commitment unlocks first_daily; every caller hears about it, once stored.
    expect(body.unlocked_achievements.map((a) => a.key)).toContain('first_daily');

    const stored = await pointsOf(await userIdOf(account));
    expect(stored.rows).toBe(1);
    expect(stored.points).toBe(10);
    expect(stored.achievements.filter((key) => key === 'first_daily')).toHaveLength(1);
  });

  it('ignores a second commit the same day: 200 with the first body, nothing added', async () => {
    const account = await signUpVerified(t, 'twice');
    const date = todayUtc();
    const first = await account.browser.post('/api/v1/me/commitments', { date });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await account.browser.post('/api/v1/me/commitments', {
      date,
      made_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect((await pointsOf(await userIdOf(account))).points).toBe(10);
  });

  it('answers 401 "No authenticated user" without a session', async () => {
    for (const [method, path] of [
      ['POST', '/api/v1/me/commitments'],
      ['GET', '/api/v1/me/commitments'],
      ['GET', '/api/v1/me/streak'],
    ] as const) {
      const res = await t.client().request(path, {
        method,
        headers: { 'accept-language': 'en' },
        ...(method === 'POST' ? { json: { date: todayUtc() } } : {}),
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'not_authenticated',
        message: 'No authenticated user',
      });
    }
  });

  describe('refuses bad bodies and dates with clear 400s', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await signUpVerified(t, 'refusals');
    });

    const today = todayUtc();
    const cases: [name: string, body: unknown, code: string, message: RegExp][] = [
      ['no body', undefined, 'invalid_commitment', /JSON body/],
      ['not JSON', '{date:', 'invalid_commitment', /JSON body/],
      ['an array', [today], 'invalid_commitment', /JSON body/],
      ['no date', {}, 'invalid_date', /YYYY-MM-DD/],
      ['a number as date', { date: 20250101 }, 'invalid_date', /YYYY-MM-DD/],
      ['an impossible date', { date: '2025-02-29' }, 'invalid_date', /YYYY-MM-DD/],
      ['a date with a time', { date: `${today}T10:00` }, 'invalid_date', /YYYY-MM-DD/],
      ['an unknown field', { date: today, points: 500 }, 'invalid_commitment', /JSON body/],
      ['a future date', { date: addDays(today, 2) }, 'commitment_future_date', /not begun anywhere/],
      [
        'a past date without made_at',
        { date: addDays(today, -2) },
        'commitment_not_today',
        /only commit to today/,
      ],
      [
        'an unreadable made_at',
        { date: today, made_at: 'yesterday' },
        'commitment_invalid_made_at',
        /ISO 8601/,
      ],
      ['made_at as a number', { date: today, made_at: 1700000000 }, 'commitment_invalid_made_at', /ISO 8601/],
      [
        'made_at in the future',
        { date: today, made_at: new Date(Date.now() + 3_600_000).toISOString() },
        'commitment_made_at_in_future',
        /future/,
      ],
      [
        'made_at on another day',
        { date: addDays(today, -3), made_at: noonUtc(addDays(today, -5)) },
        'commitment_made_at_not_on_date',
        /another day/,
      ],
      [
        'a queued commitment over 7 days old',
        { date: addDays(today, -9), made_at: noonUtc(addDays(today, -9)) },
        'commitment_too_old',
        /more than 7 days/,
      ],
    ];

    it.each(cases)('%s', async (_name, body, code, message) => {
      const res = await account.browser.request('/api/v1/me/commitments', {
        method: 'POST',
        headers: { 'accept-language': 'en', 'content-type': 'application/json' },
        ...(typeof body === 'string' ? { body } : body === undefined ? {} : { json: body }),
      });
      expect(res.status).toBe(400);
      const error = ((await res.json()) as ErrorBody).error;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    });

    it('words the refusal in the request’s language', async () => {
      const res = await account.browser.post('/api/v1/me/commitments?lang=es', { date: addDays(today, 2) });
      expect(((await res.json()) as ErrorBody).error.message).toMatch(/todavía no ha empezado/);
    });

    it('stored nothing for any refusal', async () => {
      expect((await pointsOf(await userIdOf(account))).rows).toBe(0);
    });
  });

  it('accepts a queued commitment up to 7 days late, keeping the time it was made', async () => {
    const account = await signUpVerified(t, 'queued');
    const date = addDays(todayUtc(), -6);
    const res = await account.browser.post('/api/v1/me/commitments', { date, made_at: noonUtc(date) });
    expect(res.status).toBe(201);
    const { commitment } = commitResponseSchema.parse(await res.json()).data;
    expect(commitment).toMatchObject({ date, tip_id: dayOfYear(date), committed_at: noonUtc(date) });
    expect(Date.parse(commitment.received_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists the user’s commitments newest first with the tip in the language, and the streak', async () => {
    const account = await signUpVerified(t, 'list');
    const today = todayUtc();
    for (const offset of [-5, -2, -1, 0]) {
      const date = addDays(today, offset);
      const madeAt = offset === 0 ? null : noonUtc(date);
      const res = await account.browser.post('/api/v1/me/commitments', { date, made_at: madeAt });
      expect(res.status).toBe(201);
    }
    const res = await account.browser.get(`/api/v1/me/commitments?lang=fr&today=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = commitmentListResponseSchema.parse(await res.json()).data;
    expect(list.commitments.map((c) => c.date)).toEqual([0, -1, -2, -5].map((d) => addDays(today, d)));
    expect(list.total).toBe(4);
    const content = await realContent();
    const first = list.commitments[0];
    expect(first?.tip?.content).toBe(
      content.tips.find((e) => e.day_of_year === dayOfYear(today))?.translations.fr.text,
    );
    expect(list.streak).toEqual({
      current: 3,
      longest: 3,
      latest: today,
      status: { kind: 'consecutive', days: 3 },
      today,
      frozen_days: [],
    });

    const limited = commitmentListResponseSchema.parse(
      await (await account.browser.get('/api/v1/me/commitments?limit=2')).json(),
    ).data;
    expect(limited.commitments).toHaveLength(2);
    expect(limited.total).toBe(4);

    // Seen from four days later, the streak is over: 'Última racha: 3 días'.
    const later = addDays(today, 4);
    const streakLater = await account.browser.get(`/api/v1/me/streak?today=${later}`);
    expect(streakLater.status).toBe(400); // not today anywhere
    const streak = streakResponseSchema.parse(await (await account.browser.get('/api/v1/me/streak')).json());
    expect(streak.data.current).toBe(3);
  });

  it('streak statuses: none, started', async () => {
    const account = await signUpVerified(t, 'streak');
    const today = todayUtc();
    const before = streakResponseSchema.parse(
      await (await account.browser.get(`/api/v1/me/streak?today=${today}`)).json(),
    );
    expect(before.data).toMatchObject({ current: 0, longest: 0, latest: null, status: { kind: 'none' } });
    await account.browser.post('/api/v1/me/commitments', { date: today });
    const after = streakResponseSchema.parse(
      await (await account.browser.get(`/api/v1/me/streak?today=${today}`)).json(),
    );
    expect(after.data).toMatchObject({ current: 1, longest: 1, latest: today, status: { kind: 'started' } });
  });

  it('uses the profile’s time zone for today when the browser does not say', async () => {
    const account = await signUpVerified(t, 'zone');
    expect((await account.browser.patch('/api/v1/me', { timeZone: 'Pacific/Kiritimati' })).status).toBe(200);
    const streak = streakResponseSchema.parse(await (await account.browser.get('/api/v1/me/streak')).json());
    expect(streak.data.today).toBe(localDateOf(Date.now(), 'Pacific/Kiritimati'));
  });

  it('refuses bad list parameters', async () => {
    const account = await signUpVerified(t, 'params');
    for (const query of ['limit=0', 'limit=abc', 'limit=5000', 'today=2025-02-30', 'lang=de']) {
      const res = await account.browser.get(`/api/v1/me/commitments?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('keeps each user’s commitments to that user', async () => {
    const a = await signUpVerified(t, 'owner-a');
    const b = await signUpVerified(t, 'owner-b');
    const today = todayUtc();
    expect((await a.browser.post('/api/v1/me/commitments', { date: today })).status).toBe(201);
    const listB = commitmentListResponseSchema.parse(
      await (await b.browser.get('/api/v1/me/commitments')).json(),
    );
    expect(listB.data.commitments).toEqual([]);
    expect(listB.data.total).toBe(0);
    // B's own commitment for the same date is B's, with its own points.
    expect((await b.browser.post('/api/v1/me/commitments', { date: today })).status).toBe(201);
    expect((await pointsOf(await userIdOf(a))).rows).toBe(1);
    expect((await pointsOf(await userIdOf(b))).rows).toBe(1);
  });

  it('refuses a cross-site commit', async () => {
    const account = await signUpVerified(t, 'csrf');
    const res = await account.browser.post(
      '/api/v1/me/commitments',
      { date: todayUtc() },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
  });
});
