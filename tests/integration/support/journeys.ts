import { localDateOf } from '../../../src/shared/zoned-time.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 86_400_000;

/**
 * A user following `slug` since `start`, with the steps `done` done one a day from then, their
 * local dates in `zone`: stored directly, as if the days had passed.
 */
export async function storeEnrolment(
  t: TestApp,
  userId: string,
  slug: string,
  start: Date,
  done: readonly number[],
  zone = 'UTC',
): Promise<void> {
  await t.db.kysely
    .insertInto('journey_enrolments')
    .values({
      user_id: userId,
      journey_slug: slug,
      started_at: start.toISOString(),
      started_on: localDateOf(start, zone),
      finished_at: null,
    })
    .execute();
  for (const [i, day] of done.entries()) {
    const at = new Date(start.getTime() + i * DAY_MS);
    await t.db.kysely
      .insertInto('journey_days')
      .values({
        user_id: userId,
        journey_slug: slug,
        day,
        done_on: localDateOf(at, zone),
        done_at: at.toISOString(),
      })
      .execute();
  }
}
