import type { Kysely } from 'kysely';
import type { EnrolmentView, Journey, JourneySummary } from '../../../shared/api/journeys.ts';
import type { DataExport } from '../../../shared/api/data-export.ts';
import type { JourneyFile } from '../../../shared/content-schema.ts';
import { canJoinAnother, markPracticeDone, todayStep } from '../../../shared/journeys.ts';
import type { Language } from '../../../shared/languages.ts';
import { type LocalDate } from '../../../shared/local-date.ts';
import { localDateOf, userTimeZone } from '../../../shared/zoned-time.ts';
import type { Database } from '../../platform/db/schema.ts';
import { holdRows } from '../../platform/db/row-lock.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import { AppError } from '../../platform/http/errors.ts';
import { actedAt, type MadeAtCodes } from '../../platform/http/made-at.ts';
import type { MessageCode } from '../../platform/i18n/messages.ts';
import type { AchievementsService } from '../achievements/index.ts';
import { createStepsOfDays } from './journey-reminders.ts';
import { createJourneySteps } from './journey-steps.ts';
import { enrolmentOf, enrolmentView, journeyView, summaryView } from './journey-views.ts';
import type { JourneysRepository } from './journeys.repository.ts';

const REFUSALS: Record<'noSuchDay' | 'notAPractice' | 'notToday', { status: 400 | 409; code: MessageCode }> =
  {
    noSuchDay: { status: 400, code: 'invalid_journey_day' },
    notAPractice: { status: 409, code: 'journey_day_has_ritual' },
    notToday: { status: 409, code: 'journey_day_not_today' },
  };

const MADE_AT_CODES: MadeAtCodes = {
  invalid: 'journey_invalid_made_at',
  future: 'journey_made_at_in_future',
  tooOld: 'journey_step_too_old',
};

/**
 * Journeys: the content's paths and the user's enrolments. The rules are the pure ones in
 * shared/journeys.ts; this service reads what they need, stores what they decide and owns the
 * transactions. `journeys` gives the content's journeys (loaded once by the caller).
 */
export function createJourneysService(
  repository: JourneysRepository,
  awards: Pick<AchievementsService, 'award'>,
  journeys: () => Promise<readonly JourneyFile[]>,
  clock: () => Date = () => new Date(),
) {
  async function journey(slug: string): Promise<JourneyFile> {
    const found = (await journeys()).find((j) => j.slug === slug);
    if (!found) throw new AppError(404, 'journey_not_found');
    return found;
  }
  const steps = createJourneySteps(repository, awards, journeys);
  const stepsOn = createStepsOfDays(repository, journeys, clock);

  /** One enrolment as the user sees it now, read through `via`. */
  async function view(via: Kysely<Database>, userId: string, plan: JourneyFile, language: Language) {
    const [row, done, zone] = await Promise.all([
      repository.enrolment(via, userId, plan.slug),
      steps.doneOf(via, userId, plan.slug),
      repository.timeZone(via, userId),
    ]);
    if (!row) throw new AppError(404, 'journey_not_joined');
    const timeZone = userTimeZone(zone);
    return enrolmentView(
      plan,
      language,
      row,
      done,
      todayStep(plan, enrolmentOf(row, done, timeZone), clock()),
    );
  }

  return {
    async list(language: Language): Promise<JourneySummary[]> {
      const all = [...(await journeys())].sort((a, b) => a.sort_order - b.sort_order);
      return all.map((j) => summaryView(j, language));
    },

    async get(slug: string, language: Language): Promise<Journey> {
      const plan = await journey(slug);
      const ids = await repository.ritualIds(plan.days.flatMap((d) => (d.ritual ? [d.ritual] : [])));
      return journeyView(plan, language, ids);
    },

    /** The user's enrolments, each with today's step in the user's time zone. */
    async mine(userId: string, language: Language): Promise<EnrolmentView[]> {
      const [rows, zone] = await Promise.all([
        repository.enrolments(userId),
        repository.timeZone(repository.db, userId),
      ]);
      const timeZone = userTimeZone(zone);
      const now = clock();
      const done = await steps.doneByJourney(userId);
      const byslug = new Map((await journeys()).map((j) => [j.slug, j]));
      return rows.flatMap((row) => {
        const plan = byslug.get(row.journey_slug);
        // A journey taken out of the content is no longer shown; its rows stay for the export.
        if (!plan) return [];
        const mine = done.get(row.journey_slug) ?? [];
        const step = todayStep(plan, enrolmentOf(row, mine, timeZone), now);
        return [enrolmentView(plan, language, row, mine, step)];
      });
    },

    /**
     * Joins a journey once: `created` for the request that stored it, the same enrolment
     * otherwise. `restart` begins a followed journey again from now with no step done.
     */
    async join(userId: string, slug: string, restart: boolean, language: Language) {
      const plan = await journey(slug);
      const now = clock();
      return repository.transaction(async (trx) => {
        // Joins of one user take turns, so two at once cannot both pass the limit.
        await holdRows(trx, trx.selectFrom('users').select('id').where('id', '=', userId));
        const timeZone = userTimeZone(await repository.timeZone(trx, userId));
        const stored = {
          user_id: userId,
          journey_slug: slug,
          started_at: isoInstant(now),
          started_on: localDateOf(now, timeZone),
          finished_at: null,
        };
        const existing = await repository.enrolment(trx, userId, slug);
        if (existing) {
          if (restart) await repository.restart(trx, stored);
          return { created: false, enrolment: await view(trx, userId, plan, language) };
        }
        const active = await steps.activeCount(trx, userId);
        if (!canJoinAnother(active)) throw new AppError(409, 'too_many_journeys');
        const created = await repository.insertEnrolment(trx, stored);
        return { created, enrolment: await view(trx, userId, plan, language) };
      });
    },

    async leave(userId: string, slug: string): Promise<void> {
      await journey(slug);
      if (!(await repository.remove(userId, slug))) throw new AppError(404, 'journey_not_joined');
    },

    /**
     * Marks the written practice due when it was done: now, or `madeAt` for a mark kept on the
     * device (judged and stored as of then, in the user's zone). A repeat answers the same.
     */
    async markPractice(
      userId: string,
      slug: string,
      day: number,
      language: Language,
      madeAt: string | null = null,
    ) {
      const plan = await journey(slug);
      const now = actedAt(madeAt, clock(), MADE_AT_CODES);
      return repository.transaction(async (trx) => {
        const enrolment = await steps.hold(trx, userId, slug);
        if (!enrolment) throw new AppError(404, 'journey_not_joined');
        const mark = markPracticeDone(plan, enrolment, day, now);
        if (!mark.ok && mark.reason !== 'alreadyDone') {
          const refusal = REFUSALS[mark.reason];
          throw new AppError(refusal.status, refusal.code);
        }
        const award = mark.ok ? await steps.store(trx, userId, plan, enrolment, mark.done, now) : null;
        return { enrolment: await view(trx, userId, plan, language), unlocked: award?.unlocked ?? [] };
      });
    },

    /** The steps the user meets on each of `dates` (local), for reminders and the calendar. */
    stepsOn,
    /** Today's step on each journey the user follows, `localDate` being their today. */
    async todaysSteps(userId: string, language: Language, localDate: LocalDate) {
      return (await stepsOn(userId, language, [localDate])).get(localDate) ?? [];
    },

    /** A ritual done: the journey step it may be (completions calls these around a completion). */
    ritualSteps: {
      concerns: (userId: string, ritualId: number) => steps.mayStep(repository.db, userId, ritualId),
      /** Inside a completion's transaction: the step it does, if any, exactly once. */
      done: steps.completed,
      async doneAgain(userId: string, ritualId: number, at: Date): Promise<void> {
        await repository.transaction((trx) => steps.completed(trx, userId, ritualId, at));
      },
    },

    async exportSection(userId: string): Promise<Pick<DataExport, 'journeys'>> {
      const [rows, done, finishes] = await Promise.all([
        repository.enrolments(userId),
        repository.daysDone(repository.db, userId),
        repository.finishes(userId),
      ]);
      return {
        journeys: {
          enrolments: rows.map((r) => ({
            slug: r.journey_slug,
            started_at: r.started_at,
            started_on: r.started_on,
            finished_at: r.finished_at,
            days_done: done
              .filter((d) => d.journey_slug === r.journey_slug)
              .map((d) => ({ day: Number(d.day), on: d.done_on, at: d.done_at })),
          })),
          finished: finishes.map((f) => ({ slug: f.journey_slug, kind: f.kind, finished_at: f.finished_at })),
        },
      };
    },
  };
}
export type JourneysService = ReturnType<typeof createJourneysService>;
