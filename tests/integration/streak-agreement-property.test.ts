import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitmentListResponseSchema } from '../../src/shared/api/daily-tip.ts';
import type { UserProgress } from '../../src/shared/api/progress.ts';
import { addDays, type LocalDate } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { streakSummary } from '../../src/shared/streaks.ts';
import { signUpVerified } from './support/accounts.ts';
import { insertCommitments } from './support/commitments.ts';
import { userIdOf } from './support/reminders.ts';
import { completeRituals, data, newKey } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

// One streak everywhere (docs/product-rules.md, Days and streaks): whatever the history of
// commitments, streak freezes and commitments arriving late from an offline device, the progress
// answer, the commitments' streak, the streak achievements and the shared rule agree.

// The users have no time zone, so their days are UTC days.
const today = () => localDateOf(new Date(), 'UTC');
const day = (offset: number) => addDays(today(), offset);

const history = fc.record({
  /** Days ago (1–12) with a commitment stored back then. */
  committed: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 10 }),
  /** Freezes bought (0–2) and how many days ago. */
  freezes: fc.integer({ min: 0, max: 2 }),
  boughtAgo: fc.integer({ min: 1, max: 12 }),
  /** A commitment kept offline and sent late for a day 1–6 days ago, or none. */
  lateAgo: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
});

describe.each(testDatabases)('one streak everywhere on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('the shared rule, the progress answer, the commitments’ streak and the streak achievements agree', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(history, async ({ committed, freezes, boughtAgo, lateAgo }) => {
        runs += 1;
        const account = await signUpVerified(t, `agree${runs}`);
        const { browser } = account;
        const userId = await userIdOf(t, account.email);
        // Enough points for two freezes (2 × 50).
        await completeRituals(browser, [1, 2, 3, 4, 5]);
        for (let i = 0; i < freezes; i += 1) {
          const res = await browser.post('/api/v1/me/purchases', {
            item: 'streak_freeze',
            idempotency_key: newKey(),
          });
          expect(res.status).toBe(201);
        }
        const bought = day(-boughtAgo);
        await t.db.kysely
          .updateTable('purchases')
          .set({ local_date: bought, purchased_at: `${bought}T00:00:00.000Z` })
          .where('user_id', '=', userId)
          .execute();
        const stored: LocalDate[] = committed.filter((ago) => ago !== lateAgo).map((ago) => day(-ago));
        await insertCommitments(t.db, userId, stored);
        // The progress page is read before the late commitment arrives: freezes are used then.
        await browser.get('/api/v1/me/progress');
        if (lateAgo !== null) {
          const date = day(-lateAgo);
          const res = await browser.post('/api/v1/me/commitments', {
            date,
            made_at: `${date}T12:00:00.000Z`,
          });
          expect(res.status).toBe(201);
        }
        // Today's commitment judges the streak achievements.
        expect((await browser.post('/api/v1/me/commitments', { date: today() })).status).toBe(201);

        const progress = await data<UserProgress>(await browser.get('/api/v1/me/progress'));
        const list = commitmentListResponseSchema.parse(
          await (await browser.get(`/api/v1/me/commitments?today=${today()}&limit=50`)).json(),
        ).data;
        const dates = list.commitments.map((c) => c.date);
        const shared = streakSummary(dates, today(), progress.frozen_days);

        expect(progress.frozen_days.every((d) => !dates.includes(d))).toBe(true);
        expect(list.streak.frozen_days).toEqual(progress.frozen_days);
        expect(progress.current_streak).toBe(shared.current);
        expect(progress.longest_streak).toBe(shared.longest);
        expect(progress.streak_status).toEqual(shared.status);
        expect(list.streak).toMatchObject({
          current: shared.current,
          longest: shared.longest,
          status: shared.status,
        });
        for (const [key, target] of [
          ['streak_3', 3],
          ['streak_7', 7],
        ] as const) {
          const achievement = progress.achievements.find((a) => a.key === key);
          expect(achievement?.unlocked).toBe(shared.current >= target);
          if (!achievement?.unlocked) expect(achievement?.progress).toBe(shared.current);
        }
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});
