import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { levelForPoints, pointsToNextLevel, ritualCompletionPoints } from '../../src/shared/points.ts';
import type { ApiData } from '../../src/shared/api/envelope.ts';
import type {
  Completion,
  CompletionResult,
  Favorite,
  FavoriteState,
  UnlockedAchievementView,
  UserProgress,
} from '../../src/shared/api/progress.ts';
import type { Difficulty } from '../../src/shared/taxonomy.ts';
import { insertCommitments } from './support/commitments.ts';
import { signUpVerified } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

// The time achievements depend on when the test runs (a Sunday, 06:00…); they are tested with a
// fixed clock in achievement-awards.test.ts and set aside here.
const TIME_KEYS = new Set(['early_bird', 'night_owl', 'weekend_warrior', 'monday_motivation']);
const untimed = (keys: readonly string[]) => keys.filter((k) => !TIME_KEYS.has(k));
const unlockedPoints = (list: readonly { points: number }[]) => list.reduce((s, a) => s + a.points, 0);

const json = async <T>(res: Response) => ((await res.json()) as ApiData<T>).data;

describe.each(testDatabases)('progress API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function pointsOf(ritualId: number): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('rituals')
      .select(['difficulty', 'duration_minutes'])
      .where('id', '=', ritualId)
      .executeTakeFirstOrThrow();
    return ritualCompletionPoints({
      difficulty: row.difficulty as Difficulty,
      durationMinutes: row.duration_minutes,
    });
  }

  const userIdOf = async (email: string) =>
    (await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;

  it.each([
    ['POST', '/api/v1/me/completions'],
    ['GET', '/api/v1/me/completions'],
    ['GET', '/api/v1/me/favorites'],
    ['PUT', '/api/v1/me/favorites/1'],
    ['DELETE', '/api/v1/me/favorites/1'],
    ['GET', '/api/v1/me/progress'],
    ['GET', '/api/v1/me/achievements/unseen'],
    ['POST', '/api/v1/me/achievements/seen'],
    ['GET', '/api/v1/me/export'],
  ])('%s %s without a session answers 401', async (method, path) => {
    const res = await t.client().request(path, {
      method,
      headers: { cookie: 'ritualia.session_token=forged.value' },
      ...(method === 'POST' ? { json: { ritual_id: 1 } } : {}),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('not_authenticated');
  });

  it('completes a ritual once: 201, then 200 with the same body', async () => {
    const { browser } = await signUpVerified(t, 'complete');
    const first = await browser.post('/api/v1/me/completions?lang=en', { ritual_id: 1 });
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = await json<CompletionResult>(first);
    const points = await pointsOf(1);
    expect(body).toMatchObject({ ritual_id: 1, points_earned: points });
    expect(untimed(body.unlocked_achievements.map((a) => a.key))).toEqual(['first_ritual']);
    expect(body.unlocked_achievements.find((a) => a.key === 'first_ritual')).toMatchObject({
      title: 'Your First Ritual',
      category: 'ritual',
      rarity: 'common',
      icon: 'sparkles',
      points: 10,
      unlocked: true,
      unlocked_at: body.completed_at,
    });
    const total = points + unlockedPoints(body.unlocked_achievements);
    expect(body.total_points).toBe(total);
    expect(body.level).toBe(levelForPoints(total));
    expect(body.experience_to_next_level).toBe(pointsToNextLevel(total));

    const again = await browser.post('/api/v1/me/completions?lang=en', { ritual_id: 1 });
    expect(again.status).toBe(200);
    expect(await json<CompletionResult>(again)).toEqual(body);

    const list = await json<Completion[]>(await browser.get('/api/v1/me/completions'));
    expect(list).toEqual([{ ritual_id: 1, completed_at: body.completed_at, points_earned: points }]);
  });

  it('stores one completion and adds its points once under 50 concurrent requests', async () => {
    const { browser, email } = await signUpVerified(t, 'concurrent');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => browser.post('/api/v1/me/completions', { ritual_id: 2 })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const bodies = await Promise.all(responses.map((r) => json<CompletionResult>(r)));
    for (const b of bodies) expect(b).toEqual(bodies[0]);

    const userId = await userIdOf(email);
    const rows = await t.db.kysely
      .selectFrom('completed_rituals')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    const awards = await t.db.kysely
      .selectFrom('user_achievements')
      .select('achievement_key')
      .where('user_id', '=', userId)
      .execute();
    expect(untimed(awards.map((a) => a.achievement_key))).toEqual(['first_ritual']);
    const progress = await json<UserProgress>(await browser.get('/api/v1/me/progress'));
    expect(progress.total_points).toBe(
      (await pointsOf(2)) + unlockedPoints(bodies[0]!.unlocked_achievements),
    );
    expect(progress.total_achievements).toBe(awards.length);
    expect(progress.total_rituals_completed).toBe(1);
  });

  it('refuses an unknown or inactive ritual with 404 and a bad body with 400', async () => {
    const { browser } = await signUpVerified(t, 'refuse');
    const unknown = await browser.post('/api/v1/me/completions', { ritual_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.code).toBe('ritual_not_found');

    await t.db.kysely.updateTable('rituals').set({ is_active: 0 }).where('id', '=', 62).execute();
    try {
      expect((await browser.post('/api/v1/me/completions', { ritual_id: 62 })).status).toBe(404);
      expect((await browser.request('/api/v1/me/favorites/62', { method: 'PUT' })).status).toBe(404);
    } finally {
      await t.db.kysely.updateTable('rituals').set({ is_active: 1 }).where('id', '=', 62).execute();
    }

    for (const bad of [
      {},
      { ritual_id: '1' },
      { ritual_id: 0 },
      { ritual_id: 1.5 },
      { ritual_id: 1, points: 500 },
      [],
    ]) {
      const res = await browser.post('/api/v1/me/completions', bad, { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'invalid_ritual_id',
        message: 'The ritual id must be a positive whole number.',
      });
    }
    const notJson = await browser.request('/api/v1/me/completions', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await browser.request('/api/v1/me/favorites/abc', { method: 'PUT' })).status).toBe(400);
    expect((await browser.get('/api/v1/me/progress?lang=de')).status).toBe(400);
    expect((await browser.get('/api/v1/me/completions')).status).toBe(200);
    expect(await json<Completion[]>(await browser.get('/api/v1/me/completions'))).toEqual([]);
  });

  it('toggles favourites, returning the new state; removing a missing one succeeds', async () => {
    const { browser } = await signUpVerified(t, 'favorites');
    const added = await browser.request('/api/v1/me/favorites/5', { method: 'PUT' });
    expect(added.status).toBe(200);
    const state = await json<FavoriteState>(added);
    expect(state).toMatchObject({ ritual_id: 5, favorite: true });
    expect(Date.parse(state.added_at ?? '')).toBeGreaterThan(0);
    // Adding again keeps the first date.
    expect(
      await json<FavoriteState>(await browser.request('/api/v1/me/favorites/5', { method: 'PUT' })),
    ).toEqual(state);
    await browser.request('/api/v1/me/favorites/7', { method: 'PUT' });
    const list = await json<Favorite[]>(await browser.get('/api/v1/me/favorites'));
    expect(list.map((f) => f.ritual_id).sort()).toEqual([5, 7]);

    const removed = await browser.request('/api/v1/me/favorites/5', { method: 'DELETE' });
    expect(await json<FavoriteState>(removed)).toEqual({ ritual_id: 5, favorite: false, added_at: null });
    const missing = await browser.request('/api/v1/me/favorites/5', { method: 'DELETE' });
    expect(missing.status).toBe(200);
    expect((await browser.request('/api/v1/me/favorites/999999', { method: 'DELETE' })).status).toBe(200);
    expect(
      (await json<Favorite[]>(await browser.get('/api/v1/me/favorites'))).map((f) => f.ritual_id),
    ).toEqual([7]);
    expect((await json<UserProgress>(await browser.get('/api/v1/me/progress'))).favorite_rituals).toEqual([
      7,
    ]);
  });

  it('reports progress whose numbers are the sums of the stored rows', async () => {
    const { browser, email } = await signUpVerified(t, 'sums');
    const userId = await userIdOf(email);
    await browser.patch('/api/v1/me', { timeZone: 'America/Mexico_City' });
    for (const id of [1, 2, 3, 4, 5]) {
      expect((await browser.post('/api/v1/me/completions', { ritual_id: id })).status).toBe(201);
    }
    // Two commitments stored as the daily-tip feature stores them: today and yesterday locally.
    const progressBefore = await json<UserProgress>(await browser.get('/api/v1/me/progress'));
    const today = progressBefore.today;
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const at = new Date().toISOString();
    await insertCommitments(t.db, userId, [today], { at, tipId: 10 });
    await insertCommitments(t.db, userId, [yesterday], { at, tipId: 11 });

    const res = await browser.get('/api/v1/me/progress?lang=fr');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ApiData<UserProgress>;
    expect(body.success).toBe(true);
    const p = body.data;

    const sum = async (table: 'completed_rituals' | 'daily_commitments' | 'user_achievements') =>
      Number(
        (
          await t.db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.sum<number>('points_earned').as('s'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).s ?? 0,
      );
    const total =
      (await sum('completed_rituals')) + (await sum('daily_commitments')) + (await sum('user_achievements'));
    const held = await t.db.kysely
      .selectFrom('user_achievements')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();

    expect(p).toMatchObject({
      user_id: userId,
      time_zone: 'America/Mexico_City',
      total_points: total,
      level: levelForPoints(total),
      experience_to_next_level: pointsToNextLevel(total),
      experience_points: total % 100,
      total_rituals_completed: 5,
      total_daily_tips_committed: 2,
      current_streak: 2,
      longest_streak: 2,
      streak_status: { kind: 'consecutive', days: 2 },
      total_achievements: held.length,
      achievement_points: await sum('user_achievements'),
      rituals_this_month: 5,
      daily_tips_this_week: expect.any(Number),
      completed_rituals: [1, 2, 3, 4, 5],
      favorite_rituals: [],
    });
    expect(p.rituals_this_week).toBe(5);
    expect(held.map((h) => h.achievement_key).sort()).toEqual(
      expect.arrayContaining(['first_ritual', 'ritual_5', 'points_100', 'level_2']),
    );
    const first = p.achievements.find((a) => a.key === 'first_ritual');
    expect(first).toMatchObject({
      unlocked: true,
      progress: 1,
      maxProgress: 1,
      progressPercentage: 100,
      title: 'Ton premier rituel',
      rarity: 'common',
    });
    const ritual10 = p.achievements.find((a) => a.key === 'ritual_10');
    expect(ritual10).toMatchObject({
      unlocked: false,
      unlocked_at: null,
      progress: 5,
      maxProgress: 10,
      progressPercentage: 50,
    });
    expect(ritual10?.hint.length).toBeGreaterThan(0);
    expect(p.achievements).toHaveLength(32);
    expect(p.recently_unlocked.map((a) => a.key).sort()).toEqual(held.map((h) => h.achievement_key).sort());
    expect(p.heat_map.to).toBe(today);
    expect(p.heat_map.total).toBe(7);
    expect(p.history).toHaveLength(7);
    expect(p.history.filter((h) => h.kind === 'ritual').every((h) => h.title.length > 0)).toBe(true);
    expect(
      p.history
        .filter((h) => h.kind === 'daily_tip')
        .map((h) => h.daily_tip_id)
        .sort(),
    ).toEqual([10, 11]);
  });

  it('gzips a large answer for a client that accepts it, the same as the plain one, and anew once it changes', async () => {
    const { browser } = await signUpVerified(t, 'gzip');
    await browser.post('/api/v1/me/completions', { ritual_id: 1 });
    const gzipped = async () => {
      const res = await browser.get('/api/v1/me/progress?lang=en', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      return JSON.parse(
        gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'),
      ) as ApiData<UserProgress>;
    };
    const plain = await browser.get('/api/v1/me/progress?lang=en', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const before = (await plain.json()) as ApiData<UserProgress>;
    // Asked twice unchanged (the second from the kept gzip), then after a change.
    expect(await gzipped()).toEqual(before);
    expect(await gzipped()).toEqual(before);
    await browser.post('/api/v1/me/completions', { ritual_id: 2 });
    const after = (await gzipped()).data;
    expect(after.total_points).toBe(before.data.total_points + (await pointsOf(2)));
  });

  it('celebrates each unlock once: unseen until marked seen', async () => {
    const { browser } = await signUpVerified(t, 'seen');
    await browser.post('/api/v1/me/completions', { ritual_id: 3 });
    const unseen = await json<UnlockedAchievementView[]>(
      await browser.get('/api/v1/me/achievements/unseen?lang=pt'),
    );
    expect(untimed(unseen.map((a) => a.key))).toEqual(['first_ritual']);
    expect(unseen.find((a) => a.key === 'first_ritual')?.title).toBe('Seu primeiro ritual');
    const keys = unseen.map((a) => a.key);
    const marked = await browser.post('/api/v1/me/achievements/seen', { keys: [...keys, 'ritual_50'] });
    expect(await json<{ marked: number }>(marked)).toEqual({ marked: keys.length });
    expect(await json<unknown[]>(await browser.get('/api/v1/me/achievements/unseen'))).toEqual([]);
    expect((await browser.post('/api/v1/me/achievements/seen', { keys: [] })).status).toBe(400);
    expect((await browser.post('/api/v1/me/achievements/seen', { keys: ['DROP TABLE'] })).status).toBe(400);
  });

  it("keeps users apart: A never reads or changes B's progress, favourites, completions, commitments or achievements", async () => {
    const a = await signUpVerified(t, 'alice');
    const b = await signUpVerified(t, 'bob');
    const bId = await userIdOf(b.email);
    const aId = await userIdOf(a.email);
    await b.browser.post('/api/v1/me/completions', { ritual_id: 9 });
    await b.browser.request('/api/v1/me/favorites/9', { method: 'PUT' });
    const at = new Date().toISOString();
    await t.db.kysely
      .insertInto('daily_commitments')
      .values({
        id: randomUUID(),
        user_id: bId,
        commitment_date: at.slice(0, 10),
        daily_tip_id: 3,
        committed_at: at,
        received_at: at,
        points_earned: 10,
      })
      .execute();
    const bBefore = await json<UserProgress>(await b.browser.get('/api/v1/me/progress'));

    // Every read of A, even naming B in every way a client could, shows only A.
    const asB = { headers: { 'x-user-id': bId } };
    for (const path of [
      '/api/v1/me/completions',
      `/api/v1/me/completions?user_id=${bId}`,
      '/api/v1/me/favorites',
      `/api/v1/me/favorites?user_id=${bId}`,
      '/api/v1/me/achievements/unseen',
    ]) {
      const res = await a.browser.get(path, asB);
      expect(res.status).toBe(200);
      expect(await json<unknown[]>(res)).toEqual([]);
    }
    const aProgress = await json<UserProgress>(
      await a.browser.get(`/api/v1/me/progress?user_id=${bId}`, asB),
    );
    expect(aProgress).toMatchObject({
      user_id: aId,
      total_points: 0,
      total_rituals_completed: 0,
      total_daily_tips_committed: 0,
      total_achievements: 0,
      completed_rituals: [],
      favorite_rituals: [],
      history: [],
    });
    const aExport = await (await a.browser.get(`/api/v1/me/export?user_id=${bId}`, asB)).text();
    expect(aExport).not.toContain(bId);
    expect(aExport).not.toContain(b.email);

    // Writes by A with B's ids touch only A's own rows.
    expect((await a.browser.request('/api/v1/me/favorites/9', { method: 'DELETE', ...asB })).status).toBe(
      200,
    );
    expect((await a.browser.post('/api/v1/me/completions', { ritual_id: 9, user_id: bId })).status).toBe(400);
    await a.browser.post('/api/v1/me/achievements/seen', { keys: ['first_ritual'] }, asB);
    // B's other cookie-less or forged requests do not reach B either.
    expect(
      (await t.request('/api/v1/me/progress', { headers: { cookie: `ritualia.session_token=${bId}` } }))
        .status,
    ).toBe(401);

    const bAfter = await json<UserProgress>(await b.browser.get('/api/v1/me/progress'));
    expect(bAfter.favorite_rituals).toEqual([9]);
    expect(bAfter.completed_rituals).toEqual([9]);
    expect(bAfter.total_points).toBe(bBefore.total_points);
    expect(bAfter.total_daily_tips_committed).toBe(1);
    expect(
      (await json<unknown[]>(await b.browser.get('/api/v1/me/achievements/unseen'))).length,
    ).toBeGreaterThan(0);
  });

  it("exports the user's data as one JSON download, without secrets and without anyone else's rows", async () => {
    const me = await signUpVerified(t, 'export');
    const other = await signUpVerified(t, 'other');
    await me.browser.patch('/api/v1/me', { timeZone: 'Europe/Lisbon', theme: 'dark' });
    await me.browser.post('/api/v1/me/completions', { ritual_id: 4 });
    await me.browser.request('/api/v1/me/favorites/6', { method: 'PUT' });
    await other.browser.post('/api/v1/me/completions', { ritual_id: 8 });
    await other.browser.request('/api/v1/me/favorites/8', { method: 'PUT' });

    const res = await me.browser.get('/api/v1/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ritualia-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown> & {
      profile: { email: string };
      preferences: unknown;
      linked_accounts: { provider: string }[];
      sessions: unknown[];
      completed_rituals: { ritual_id: number }[];
      favorites: { ritual_id: number }[];
      achievements: { achievement_key: string }[];
      daily_commitments: unknown[];
    };
    expect(data.profile.email).toBe(me.email);
    expect(data.preferences).toEqual({ language: 'es', theme: 'dark', time_zone: 'Europe/Lisbon' });
    expect(data.linked_accounts.map((l) => l.provider)).toEqual(['email']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.completed_rituals.map((c) => c.ritual_id)).toEqual([4]);
    expect(data.favorites.map((f) => f.ritual_id)).toEqual([6]);
    expect(untimed(data.achievements.map((a) => a.achievement_key))).toEqual(['first_ritual']);
    expect(data.daily_commitments).toEqual([]);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(me.browser.sessionToken?.split('.')[0] ?? 'no-token');
    expect(text).not.toMatch(/argon2|password|access_token|refresh_token|id_token/i);
  });
});
