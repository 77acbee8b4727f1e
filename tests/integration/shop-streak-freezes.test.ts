import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '../../src/shared/api/shop.ts';
import { addDays, type LocalDate } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import type { UserProgress } from '../../src/shared/api/progress.ts';
import { signUpVerified } from './support/accounts.ts';
import { insertCommitments } from './support/commitments.ts';
import { completeRituals, data, newKey } from './support/shop-fixtures.ts';
import { userIdOf } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

// The user has no time zone, so their days are UTC days.
const today = () => localDateOf(new Date(), 'UTC');
const day = (offset: number) => addDays(today(), offset);
const progressOf = async (browser: TestClient) =>
  data<UserProgress>(await browser.get('/api/v1/me/progress'));
const walletOf = async (browser: TestClient) => data<Wallet>(await browser.get('/api/v1/me/wallet'));

describe.each(testDatabases)('streak freezes on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Commitments made on earlier days (as they would have been stored then). */
  const committedOn = (userId: string, dates: LocalDate[]) => insertCommitments(t.db, userId, dates);

  /** Buys freezes through the API, then dates the purchases back as if made on `date`. */
  async function freezesBoughtOn(browser: TestClient, userId: string, count: number, date: LocalDate) {
    for (let i = 0; i < count; i += 1) {
      const res = await browser.post('/api/v1/me/purchases', {
        item: 'streak_freeze',
        idempotency_key: newKey(),
      });
      expect(res.status).toBe(201);
    }
    await t.db.kysely
      .updateTable('purchases')
      .set({ local_date: date, purchased_at: `${date}T08:00:00.000Z` })
      .where('user_id', '=', userId)
      .execute();
  }

  async function setUp(tag: string) {
    const account = await signUpVerified(t, tag);
    // Enough points for two freezes (2 × 50).
    await completeRituals(account.browser, [1, 2, 3, 4, 5]);
    return { ...account, userId: await userIdOf(t, account.email) };
  }

  it('covers the first missed day once, and three commitments around it make a streak of 3', async () => {
    const { browser, userId } = await setUp('frozen');
    await committedOn(userId, [day(-3), day(-2)]);
    await freezesBoughtOn(browser, userId, 1, day(-4));

    const first = await progressOf(browser);
    expect(first.frozen_days).toEqual([day(-1)]);
    expect(first.current_streak).toBe(2);
    expect(first.streak_status).toEqual({ kind: 'consecutive', days: 2 });
    // Asking again uses nothing more.
    expect((await progressOf(browser)).frozen_days).toEqual([day(-1)]);
    expect((await walletOf(browser)).freezes_held).toBe(0);
    const uses = await t.db.kysely
      .selectFrom('freeze_uses')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(uses.map((u) => u.local_date)).toEqual([day(-1)]);

    expect((await browser.post('/api/v1/me/commitments', { date: today() })).status).toBe(201);
    const after = await progressOf(browser);
    expect(after.current_streak).toBe(3);
    expect(after.frozen_days).toEqual([day(-1)]);
  });

  it('breaks the streak when no freeze is held, and a freeze bought after the missed day does not cover it', async () => {
    const { browser, userId } = await setUp('unfrozen');
    await committedOn(userId, [day(-3), day(-2)]);
    await freezesBoughtOn(browser, userId, 1, today());
    const progress = await progressOf(browser);
    expect(progress.frozen_days).toEqual([]);
    expect(progress.current_streak).toBe(0);
    expect(progress.streak_status).toEqual({ kind: 'lastStreak', days: 2 });
    expect((await walletOf(browser)).freezes_held).toBe(1);
  });

  it('uses one freeze per missed day while it has them, the first missed day first', async () => {
    const { browser, userId } = await setUp('twodays');
    await committedOn(userId, [day(-4)]);
    await freezesBoughtOn(browser, userId, 2, day(-5));
    const progress = await progressOf(browser);
    expect(progress.frozen_days).toEqual([day(-3), day(-2)]);
    // Day -1 was missed with no freeze left: the streak is over.
    expect(progress.current_streak).toBe(0);
    expect((await walletOf(browser)).freezes_held).toBe(0);
  });

  it('gives the freeze back when a commitment kept offline arrives for the frozen day', async () => {
    const { browser, userId } = await setUp('backfill');
    await committedOn(userId, [day(-3), day(-2)]);
    await freezesBoughtOn(browser, userId, 1, day(-4));
    expect((await progressOf(browser)).frozen_days).toEqual([day(-1)]);
    expect((await walletOf(browser)).freezes_held).toBe(0);

    const late = await browser.post('/api/v1/me/commitments', {
      date: day(-1),
      made_at: `${day(-1)}T20:00:00.000Z`,
    });
    expect(late.status).toBe(201);
    const progress = await progressOf(browser);
    expect(progress.frozen_days).toEqual([]);
    expect(progress.current_streak).toBe(3);
    expect((await walletOf(browser)).freezes_held).toBe(1);
  });
});
