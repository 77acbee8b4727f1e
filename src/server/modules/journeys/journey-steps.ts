import type { Kysely } from 'kysely';
import type { JourneyFile } from '../../../shared/content-schema.ts';
import { dayDoneByCompletion, todayStep, type DayDone, type Enrolment } from '../../../shared/journeys.ts';
import { userTimeZone } from '../../../shared/zoned-time.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import { holdRows } from '../../platform/db/row-lock.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { AchievementsService, Award } from '../achievements/index.ts';
import { enrolmentOf } from './journey-views.ts';
import type { JourneysRepository } from './journeys.repository.ts';

// Storing steps: a written practice marked done or a ritual completed on its day. Each step is an
// insert its primary key decides, and the finish that may follow is stored and awarded in the
// same transaction, so retries and concurrent twins store and award it exactly once.

export function createJourneySteps(
  repository: JourneysRepository,
  awards: Pick<AchievementsService, 'award'>,
  journeys: () => Promise<readonly JourneyFile[]>,
) {
  async function doneOf(via: Kysely<Database>, userId: string, slug: string): Promise<DayDone[]> {
    return (await repository.daysDone(via, userId, slug)).map((d) => ({ day: Number(d.day), on: d.done_on }));
  }

  /** The enrolment, held until `trx` ends so steps of one journey take turns; undefined if none. */
  async function hold(trx: Kysely<Database>, userId: string, slug: string): Promise<Enrolment | undefined> {
    await holdRows(
      trx,
      trx
        .selectFrom('journey_enrolments')
        .select('journey_slug')
        .where('user_id', '=', userId)
        .where('journey_slug', '=', slug),
    );
    const [row, done, zone] = await Promise.all([
      repository.enrolment(trx, userId, slug),
      doneOf(trx, userId, slug),
      repository.timeZone(trx, userId),
    ]);
    return row && enrolmentOf(row, done, userTimeZone(zone));
  }

  /** Stores a step; when it is the last, the finish and what it unlocks. */
  async function store(
    trx: Kysely<Database>,
    userId: string,
    plan: JourneyFile,
    enrolment: Enrolment,
    done: DayDone,
    now: Date,
  ): Promise<Award | null> {
    const at = isoInstant(now);
    const stored = await repository.insertDay(trx, {
      user_id: userId,
      journey_slug: plan.slug,
      day: done.day,
      done_on: done.on,
      done_at: at,
    });
    if (!stored) return null;
    const after = { ...enrolment, done: [...enrolment.done, done] };
    if (todayStep(plan, after, now).status !== 'finished') return null;
    const first = await repository.finish(trx, {
      user_id: userId,
      journey_slug: plan.slug,
      kind: plan.kind,
      finished_at: at,
    });
    return first ? awards.award(trx, userId, now, { kind: 'journey', at: now }) : null;
  }

  // A ritual's slug does not change under a running app (the content files fix ids and slugs, and
  // the journeys are read from them once), so each is read once; an unknown id is not kept.
  const slugs = new Map<number, string>();
  let stepSlugs: Set<string> | undefined;

  async function slugOf(via: Kysely<Database>, ritualId: number): Promise<string | undefined> {
    let slug = slugs.get(ritualId);
    if (slug === undefined) {
      slug = await repository.ritualSlug(via, ritualId);
      if (slug !== undefined) slugs.set(ritualId, slug);
    }
    return slug;
  }

  /** Whether the ritual is a step of any journey at all: most are not. */
  async function isSomeStep(via: Kysely<Database>, ritualId: number): Promise<boolean> {
    stepSlugs ??= new Set(
      (await journeys()).flatMap((j) => j.days.flatMap((d) => (d.ritual ? [d.ritual] : []))),
    );
    const slug = await slugOf(via, ritualId);
    return slug !== undefined && stepSlugs.has(slug);
  }

  /** The ritual's slug and the unfinished journeys the user follows that have it. */
  async function followingWith(via: Kysely<Database>, userId: string, ritualId: number) {
    // The user's enrolments first: most users follow none, and then nothing else is read.
    const unfinished = (await repository.enrolments(userId, via)).filter((r) => r.finished_at === null);
    if (unfinished.length === 0)
      return { slug: undefined, plans: new Map<string, JourneyFile>(), following: [] };
    const slug = await slugOf(via, ritualId);
    const plans = new Map((await journeys()).map((j) => [j.slug, j]));
    const following = unfinished.filter((r) =>
      plans.get(r.journey_slug)?.days.some((d) => slug !== undefined && d.ritual === slug),
    );
    return { slug, plans, following };
  }

  return {
    doneOf,

    /**
     * Whether completing the ritual may be a step of a journey the user follows. A ritual that is
     * no journey's step is answered without reading the user's enrolments.
     */
    async mayStep(via: Kysely<Database>, userId: string, ritualId: number): Promise<boolean> {
      if (!(await isSomeStep(via, ritualId))) return false;
      return (await followingWith(via, userId, ritualId)).following.length > 0;
    },
    hold,
    store,

    async doneByJourney(userId: string): Promise<Map<string, DayDone[]>> {
      const byJourney = new Map<string, DayDone[]>();
      for (const d of await repository.daysDone(repository.db, userId)) {
        const list = byJourney.get(d.journey_slug) ?? [];
        list.push({ day: Number(d.day), on: d.done_on });
        byJourney.set(d.journey_slug, list);
      }
      return byJourney;
    },

    async activeCount(via: Kysely<Database>, userId: string): Promise<number> {
      return (await repository.enrolments(userId, via)).filter((r) => r.finished_at === null).length;
    },

    /**
     * Inside a completion's transaction: marks the step that completing `ritualId` at `at` does
     * on each unfinished journey the user follows (shared/journeys.ts, dayDoneByCompletion), and
     * returns what finishing a journey unlocked, or null when nothing did.
     */
    async completed(
      trx: Kysely<Database>,
      userId: string,
      ritualId: number,
      at: Date,
    ): Promise<Award | null> {
      const { slug, plans, following } = await followingWith(trx, userId, ritualId);
      if (slug === undefined) return null;
      const awarded: Award[] = [];
      for (const row of following) {
        const plan = plans.get(row.journey_slug)!;
        const enrolment = await hold(trx, userId, plan.slug);
        const done = enrolment && dayDoneByCompletion(plan, enrolment, slug, at);
        const award = done ? await store(trx, userId, plan, enrolment, done, at) : null;
        if (award) awarded.push(award);
      }
      const last = awarded.at(-1);
      // Each award read the rows of the ones before it: the last one's points hold them all.
      return last ? { unlocked: awarded.flatMap((a) => a.unlocked), pointsAsOf: last.pointsAsOf } : null;
    },
  };
}
