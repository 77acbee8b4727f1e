import { randomUUID } from 'node:crypto';
import { checkCommitmentDate, type CommitmentDateRefusal } from '../../../shared/commitment-date.ts';
import { appTipForDate, pickTipForDate, toAppTip, type AppTip } from '../../../shared/daily-tip.ts';
import type { Commitment, CommitmentList, CommitResponse, Streak } from '../../../shared/api/daily-tip.ts';
import type { Language } from '../../../shared/languages.ts';
import type { DataExport } from '../../../shared/api/data-export.ts';
import { dayOfYear, type LocalDate } from '../../../shared/local-date.ts';
import { isTodaySomewhere, localDateOf, parseInstant, userTimeZone } from '../../../shared/zoned-time.ts';
import { DAILY_TIP_POINTS } from '../../../shared/points.ts';
import { streakSummary } from '../../../shared/streaks.ts';
import type { AchievementsService } from '../achievements/index.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { DailyTipMessageCode } from '../../platform/i18n/daily-tip-messages.ts';
import type { DailyTipRepository } from './daily-tip.repository.ts';

const REFUSALS: Record<CommitmentDateRefusal, DailyTipMessageCode> = {
  invalid_date: 'invalid_date',
  future_date: 'commitment_future_date',
  not_today: 'commitment_not_today',
  invalid_made_at: 'commitment_invalid_made_at',
  made_at_in_future: 'commitment_made_at_in_future',
  made_at_not_on_date: 'commitment_made_at_not_on_date',
  too_old: 'commitment_too_old',
};

export interface CommitInput {
  date: string;
  madeAt?: string | null;
}

export interface CommitResult {
  /** True for the one request whose insert stored the commitment (201); false for the rest (200). */
  created: boolean;
  body: CommitResponse['data'];
}

export interface DailyTipServiceOptions {
  /** The server clock; tests may pin it. */
  now?: () => Date;
  /**
   * The user's days covered by a streak freeze, after using any that are due now (the shop's):
   * the streak is the one of docs/product-rules.md, Days and streaks, frozen days included.
   */
  frozenDays?: (userId: string) => Promise<readonly LocalDate[]>;
}

export function createDailyTipService(
  repository: DailyTipRepository,
  awards: AchievementsService,
  options: DailyTipServiceOptions = {},
) {
  const clock = options.now ?? (() => new Date());
  const frozenDays = options.frozenDays ?? (async () => []);

  /**
   * The tip for a local date in a language, with the fallbacks of docs/product-rules.md, Daily tip
   * (shared/daily-tip.ts).
   */
  async function tipFor(language: Language, date: LocalDate): Promise<AppTip> {
    // The day's own tip costs one indexed read; the whole list is read only for the fallback.
    const tip =
      appTipForDate(await repository.activeTips(language, dayOfYear(date)), date) ??
      appTipForDate(await repository.activeTips(language), date);
    if (!tip) throw new AppError(404, 'no_tips_found');
    return tip;
  }

  /** The id of the tip a date's commitment refers to (the same selection, language aside). */
  async function tipIdFor(date: LocalDate): Promise<number> {
    const tip =
      pickTipForDate(await repository.activeTipIds(dayOfYear(date)), date) ??
      pickTipForDate(await repository.activeTipIds(), date);
    if (!tip) throw new AppError(404, 'no_tips_found');
    return tip.id;
  }

  /** Today for the user: the client's date when it is today somewhere, else their zone's (UTC by default). */
  async function todayFor(userId: string, clientToday: string | undefined): Promise<LocalDate> {
    const now = clock();
    if (clientToday !== undefined) {
      if (!isTodaySomewhere(clientToday, now)) throw new AppError(400, 'invalid_date');
      return clientToday;
    }
    return localDateOf(now, userTimeZone(await repository.userTimeZone(userId)));
  }

  async function streakWithDates(userId: string, clientToday?: string) {
    const [today, dates, frozen] = await Promise.all([
      todayFor(userId, clientToday),
      repository.commitmentDates(userId),
      frozenDays(userId),
    ]);
    const streak: Streak = { ...streakSummary(dates, today, frozen), today, frozen_days: [...frozen] };
    return { streak, total: dates.length };
  }

  return {
    tipFor,

    /** The data export's commitments. */
    async exportSection(userId: string): Promise<Pick<DataExport, 'daily_commitments'>> {
      const rows = await repository.exportCommitments(userId);
      return { daily_commitments: rows.map((c) => ({ ...c, points_earned: Number(c.points_earned) })) };
    },

    async streak(userId: string, clientToday?: string): Promise<Streak> {
      return (await streakWithDates(userId, clientToday)).streak;
    },

    /**
     * Commits the user to a date's tip, exactly once (ADR 0004): the insert takes the row or finds
     * it taken, and only the request that took it evaluates achievements, in the same
     * transaction. Every caller then reads the stored row and answers with the same body.
     */
    async commit(userId: string, input: CommitInput): Promise<CommitResult> {
      const now = clock();
      const check = checkCommitmentDate({ date: input.date, now, madeAt: input.madeAt });
      if (!check.ok) throw new AppError(400, REFUSALS[check.reason]);
      const tipId = await tipIdFor(input.date);
      const nowIso = isoInstant(now);
      // A device clock a little ahead is tolerated by the check; the stored time never passes now.
      const madeAtMs = input.madeAt ? parseInstant(input.madeAt) : null;
      const committedAt = madeAtMs !== null && madeAtMs < now.getTime() ? new Date(madeAtMs) : now;

      const row = {
        id: randomUUID(),
        user_id: userId,
        commitment_date: input.date,
        daily_tip_id: tipId,
        committed_at: isoInstant(committedAt),
        received_at: nowIso,
        points_earned: DAILY_TIP_POINTS,
      };
      // Freezes due now are used first, so the streak achievements judge the streak shown.
      await frozenDays(userId);
      const award = await repository.transaction(async (trx) => {
        const took = await repository.insertCommitmentIfAbsent(trx, row);
        return took ? awards.award(trx, userId, now, { kind: 'commitment', at: committedAt }) : null;
      });
      const awarded = award?.unlocked ?? null;

      // The request that stored the row knows it; the others read what the first one stored.
      const stored = awarded ? row : await repository.findCommitment(userId, input.date);
      if (!stored) throw new Error('commitment vanished after insert');
      const commitment: Commitment = {
        date: stored.commitment_date,
        tip_id: stored.daily_tip_id,
        committed_at: stored.committed_at,
        received_at: stored.received_at,
        points_earned: Number(stored.points_earned),
      };
      // The request that stored it knows what it unlocked; the others read the achievements
      // stored at the commitment's own instant, which are the ones it unlocked.
      const unlocked = awarded
        ? awarded.map((a) => ({ ...a, unlocked_at: nowIso }))
        : await repository.achievementsUnlockedAt(userId, stored.received_at);
      return {
        created: awarded !== null,
        body: {
          commitment,
          unlocked_achievements: unlocked.map((a) => ({ ...a, points: Number(a.points) })),
        },
      };
    },

    async list(
      userId: string,
      language: Language,
      limit: number,
      clientToday?: string,
    ): Promise<CommitmentList> {
      const [rows, { streak, total }] = await Promise.all([
        repository.listCommitments(userId, language, limit),
        streakWithDates(userId, clientToday),
      ]);
      return {
        commitments: rows.map((row) => ({
          date: row.commitment_date,
          tip_id: row.daily_tip_id,
          committed_at: row.committed_at,
          received_at: row.received_at,
          points_earned: Number(row.points_earned),
          tip:
            row.text !== null && row.day_of_year !== null
              ? toAppTip(
                  {
                    id: row.daily_tip_id,
                    day_of_year: row.day_of_year,
                    title: row.title,
                    text: row.text,
                    type: row.type,
                    intention: row.intention,
                  },
                  row.commitment_date,
                )
              : null,
        })),
        total,
        streak,
      };
    },
  };
}
export type DailyTipService = ReturnType<typeof createDailyTipService>;
