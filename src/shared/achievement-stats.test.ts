import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import raw from '../../content/achievements.json' with { type: 'json' };
import { candidateRules, type AwardChange } from './achievement-candidates.ts';
import { achievementStats, historyOfRows, type AwardHistory } from './achievement-stats.ts';
import { evaluateAchievements, evaluateUntilStable } from './achievements.ts';
import { achievementFileSchema } from './content-schema.ts';
import { localDateOf } from './zoned-time.ts';

// The real catalogue, as awarding and the progress page both read it.
const CATALOGUE = achievementFileSchema.parse(raw);
const ZONES = ['UTC', 'Europe/Madrid', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kathmandu'];
const START = Date.parse('2026-01-01T00:00:00.000Z');
const HOUR = 3_600_000;

/** Award rows as a test builds them up. */
interface Rows {
  completions: { completed_at: string; points_earned: number }[];
  commitments: { commitment_date: string; committed_at: string; points_earned: number }[];
  held: { key: string; points_earned: number }[];
  signedUpAt: string;
}

/** A random user: completions and commitments over about 80 days, in one time zone. */
const userArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    completions: fc.array(fc.record({ hour: fc.nat(80 * 24), points: fc.integer({ min: 10, max: 45 }) }), {
      maxLength: 60,
    }),
    commitmentDays: fc.uniqueArray(fc.nat(79), { maxLength: 60 }),
    // Streaks need consecutive days up to the last one.
    recentRun: fc.nat(55),
    commitHour: fc.nat(23),
    // A commitment is accepted while its date is today anywhere: the last one may be for a day
    // that was still tomorrow in the user's zone.
    lastAhead: fc.boolean(),
    nowHour: fc.nat(23),
    // Often in the last week, so the new action may be the one that completes the first days.
    signUpHour: fc.oneof(fc.integer({ min: 73 * 24, max: 80 * 24 + 23 }), fc.nat(80 * 24)),
  })
  .map(({ timeZone, completions, commitmentDays, recentRun, commitHour, lastAhead, nowHour, signUpHour }) => {
    const days = new Set([...commitmentDays, ...Array.from({ length: recentRun }, (_, i) => 79 - i)]);
    const rows: Rows = {
      completions: completions.map((c) => ({
        completed_at: new Date(START + c.hour * HOUR).toISOString(),
        points_earned: c.points,
      })),
      commitments: [...days].map((day) => {
        const at = new Date(START + (day * 24 + commitHour) * HOUR);
        return {
          commitment_date: localDateOf(at, timeZone),
          committed_at: at.toISOString(),
          points_earned: 10,
        };
      }),
      held: [],
      signedUpAt: new Date(START + signUpHour * HOUR).toISOString(),
    };
    if (lastAhead) {
      // 23:00 UTC on the last day is already the next day in Kiribati (UTC+14).
      const at = new Date(START + (79 * 24 + 23) * HOUR);
      const date = localDateOf(at, 'Pacific/Kiritimati');
      if (!rows.commitments.some((c) => c.commitment_date === date)) {
        rows.commitments.push({ commitment_date: date, committed_at: at.toISOString(), points_earned: 10 });
      }
    }
    return { timeZone, rows, now: new Date(START + (80 * 24 + nowHour) * HOUR) };
  });

/** The rows with the points the database's counter keeps for them: the sum of every row's. */
const withPoints = (rows: Rows) => ({
  ...rows,
  earnedPoints: [...rows.completions, ...rows.commitments, ...rows.held].reduce(
    (total, row) => total + row.points_earned,
    0,
  ),
});

/** Awards everything met, as the evaluation after the latest action left the user. */
function settle(rows: Rows, timeZone: string) {
  const instants = [
    ...rows.completions.map((c) => c.completed_at),
    ...rows.commitments.map((c) => c.committed_at),
  ];
  const now = instants.sort().at(-1) ?? new Date(START).toISOString();
  const stats = achievementStats(historyOfRows(withPoints(rows)), timeZone, now);
  const { unlocked } = evaluateUntilStable(CATALOGUE, stats, []);
  rows.held.push(...unlocked.map((u) => ({ key: u.key, points_earned: u.points })));
}

describe('achievement stats', () => {
  it('never leave the progress page showing a locked achievement as complete once awarding has run', () => {
    fc.assert(
      fc.property(userArb, (user) => {
        const { timeZone, rows, now } = structuredClone(user);
        const before = achievementStats(historyOfRows(withPoints(rows)), timeZone, now);
        const display = evaluateAchievements(CATALOGUE, before, []);
        const { unlocked } = evaluateUntilStable(CATALOGUE, before, []);
        const awarded = new Set(unlocked.map((u) => u.key));
        // Every achievement the page would show complete is one awarding grants…
        for (const a of display) if (a.unlocked) expect(awarded).toContain(a.key);

        // …and after the award, nothing is left shown complete but not held.
        rows.held.push(...unlocked.map((u) => ({ key: u.key, points_earned: u.points })));
        const after = achievementStats(historyOfRows(withPoints(rows)), timeZone, now);
        for (const a of evaluateAchievements(CATALOGUE, after, awarded)) {
          if (!awarded.has(a.key)) expect(a.unlocked).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('award after one action exactly what judging everything would, reading only what candidates need', () => {
    fc.assert(
      fc.property(userArb, fc.boolean(), fc.integer({ min: 10, max: 45 }), (user, isCommitment, points) => {
        const { timeZone, rows, now } = structuredClone(user);
        settle(rows, timeZone);
        const today = localDateOf(now, timeZone);
        if (isCommitment) {
          if (rows.commitments.some((c) => c.commitment_date === today)) return;
          rows.commitments.push({
            commitment_date: today,
            committed_at: now.toISOString(),
            points_earned: 10,
          });
        } else {
          rows.completions.push({ completed_at: now.toISOString(), points_earned: points });
        }
        const held = new Set(rows.held.map((h) => h.key));
        const history = historyOfRows(withPoints(rows));
        const full = evaluateUntilStable(CATALOGUE, achievementStats(history, timeZone, now), held);

        const change: AwardChange = { kind: isCommitment ? 'commitment' : 'completion', at: now };
        const latest = rows.commitments.toSorted((a, b) =>
          b.commitment_date.localeCompare(a.commitment_date),
        )[0];
        const candidates = candidateRules(
          CATALOGUE,
          held,
          change,
          {
            ...history,
            latestCommitment: latest
              ? { date: latest.commitment_date, receivedAt: latest.committed_at }
              : null,
            latestActionAt:
              history.actions
                .map((a) => a.at)
                .toSorted()
                .at(-1) ?? null,
          },
          timeZone,
        );
        const partial: AwardHistory = {
          ...history,
          commitmentDates: candidates.needsCommitmentDates ? history.commitmentDates : [],
          actions: candidates.needsActions ? history.actions : [],
        };
        const narrowed = evaluateUntilStable(
          candidates.rules,
          achievementStats(partial, timeZone, now),
          held,
        );
        expect(narrowed.unlocked).toEqual(full.unlocked);
      }),
      { numRuns: 500 },
    );
  });

  it('judge a first week from its last day on, not after every action of a new user', () => {
    // Everything but the first week held: it is judged once a seventh day can hold an action.
    const held = new Set(CATALOGUE.map((rule) => rule.key).filter((key) => key !== 'first_week'));
    const judged = (at: string) =>
      candidateRules(
        CATALOGUE,
        held,
        { kind: 'completion', at },
        {
          ritualCount: 20,
          tipCount: 0,
          points: 400,
          latestCommitment: null,
          signedUpAt: '2026-03-02T08:00:00.000Z',
          latestActionAt: at,
        },
        'UTC',
      ).rules.map((rule) => rule.key);
    expect(judged('2026-03-02T20:00:00.000Z')).not.toContain('first_week');
    expect(judged('2026-03-07T20:00:00.000Z')).not.toContain('first_week');
    expect(judged('2026-03-08T20:00:00.000Z')).toContain('first_week');
  });

  it('judge a new time zone on every past action', () => {
    // The first completion was at 23:00 in Madrid; a zone where it was 22:00 or later finds it.
    const rows = historyOfRows({
      completions: [{ completed_at: '2026-03-04T22:00:00.000Z' }],
      commitments: [],
      earnedPoints: 20,
    });
    const candidates = candidateRules(
      CATALOGUE,
      new Set(['first_ritual']),
      { kind: 'any' },
      { ...rows, latestCommitment: null },
      'Europe/Madrid',
    );
    expect(candidates.needsActions).toBe(true);
    const stats = achievementStats(rows, 'Europe/Madrid', new Date('2026-03-05T10:00:00.000Z'));
    expect(evaluateUntilStable(candidates.rules, stats, ['first_ritual']).unlocked.map((u) => u.key)).toEqual(
      ['night_owl'],
    );
  });
});

/** Commitments on the 1st, 2nd and 4th of March, with the given frozen days. */
const frozenHistory = (frozenDates: string[]): AwardHistory => ({
  ritualCount: 0,
  tipCount: 3,
  points: 30,
  commitmentDates: ['2026-03-01', '2026-03-02', '2026-03-04'],
  frozenDates,
  actions: [],
});

describe('achievementStats with frozen days', () => {
  const now = '2026-03-04T12:00:00.000Z';

  it('judges the streak the progress page shows: a frozen day keeps it without adding to it', () => {
    expect(achievementStats(frozenHistory([]), 'UTC', now)).toMatchObject({
      currentStreak: 1,
      longestStreak: 2,
    });
    expect(achievementStats(frozenHistory(['2026-03-03']), 'UTC', now)).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
    });
  });
});
