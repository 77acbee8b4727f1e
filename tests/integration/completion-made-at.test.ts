import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import type { Completion, UserProgress } from '../../src/shared/api/progress.ts';
import { signUpVerified, type TestAccount } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { zoneWhereHourIs } from './support/time-zones.ts';

// A completion kept on the device names when it was made (made_at) and counts then, within the
// window queued commitments have (ADR 0005): its time, its points' day and its time achievements.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases)('completions made earlier on $name', (kind) => {
  let t: TestApp;
  let account: TestAccount;
  let now: Date;
  beforeAll(async () => {
    t = await createTestApp(kind);
    account = await signUpVerified(t, 'made-at');
    // Noon for the user now: a completion sent now is neither early nor late.
    now = new Date();
    expect((await account.browser.patch('/api/v1/me', { timeZone: zoneWhereHourIs(12, now) })).status).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  const complete = (body: unknown, language = 'en') =>
    account.browser.request('/api/v1/me/completions', {
      method: 'POST',
      headers: { 'accept-language': language, 'content-type': 'application/json' },
      json: body,
    });
  const unlocked = async () => {
    const res = await account.browser.get('/api/v1/me/progress?lang=en');
    const body = (await res.json()) as { data: UserProgress };
    return body.data.achievements.filter((a) => a.unlocked).map((a) => a.key);
  };
  const completions = async () =>
    ((await (await account.browser.get('/api/v1/me/completions')).json()) as { data: Completion[] }).data;

  it('counts at made_at: its time, and the hour achievements of that moment', async () => {
    expect((await complete({ ritual_id: 1 })).status).toBe(201);
    expect(await unlocked()).not.toContain('night_owl');
    expect(await unlocked()).not.toContain('early_bird');

    // 23:xx the evening before for the user, sent now at noon.
    const lateEvening = new Date(now.getTime() - 13 * HOUR).toISOString();
    const first = await complete({ ritual_id: 2, made_at: lateEvening });
    expect(first.status).toBe(201);
    expect(((await first.json()) as { data: Completion }).data.completed_at).toBe(lateEvening);
    expect(await unlocked()).toContain('night_owl');
    expect(await unlocked()).not.toContain('early_bird');

    // 05:xx this morning.
    const earlyMorning = new Date(now.getTime() - 7 * HOUR).toISOString();
    expect((await complete({ ritual_id: 3, made_at: earlyMorning })).status).toBe(201);
    expect(await unlocked()).toContain('early_bird');

    const stored = new Map((await completions()).map((c) => [c.ritual_id, c.completed_at]));
    expect(stored.get(2)).toBe(lateEvening);
    expect(stored.get(3)).toBe(earlyMorning);
  });

  it('answers a resend once stored with the first answer and 200', async () => {
    const madeAt = new Date(now.getTime() - 2 * DAY).toISOString();
    const first = await complete({ ritual_id: 4, made_at: madeAt });
    expect(first.status).toBe(201);
    const again = await complete({ ritual_id: 4, made_at: madeAt });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: Completion }).data).toEqual(
      ((await first.json()) as { data: Completion }).data,
    );
    expect((await completions()).filter((c) => c.ritual_id === 4)).toHaveLength(1);
  });

  const refusals: [name: string, madeAt: unknown, code: string, language: string, message: RegExp][] = [
    [
      'over 7 days old',
      new Date(Date.now() - 9 * DAY).toISOString(),
      'completion_too_old',
      'es',
      /más de 7 días/,
    ],
    [
      'in the future',
      new Date(Date.now() + HOUR).toISOString(),
      'completion_made_at_in_future',
      'en',
      /future/,
    ],
    ['not a time', 'yesterday', 'completion_invalid_made_at', 'fr', /ISO 8601/],
    ['a number', 1_700_000_000, 'completion_invalid_made_at', 'pt', /ISO 8601/],
  ];
  it.each(refusals)(
    'refuses a made_at %s with a localized 400 and stores nothing',
    async (_n, madeAt, code, language, message) => {
      const res = await complete({ ritual_id: 5, made_at: madeAt }, language);
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(message);
      expect((await completions()).some((c) => c.ritual_id === 5)).toBe(false);
    },
  );
});
