import { Migrator, type Migration } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001-content.ts';
import * as m0002 from './migrations/0002-auth.ts';
import * as m0003 from './migrations/0003-progress.ts';
import * as m0005 from './migrations/0005-achievements-seen.ts';
import * as m0010 from './migrations/0010-reminders.ts';
import * as m0011 from './migrations/0011-shop-journal.ts';
import * as m0012 from './migrations/0012-award-indexes.ts';
import * as m0013 from './migrations/0013-ritual-search-text.ts';
import * as m0014 from './migrations/0014-content-fingerprint.ts';
import * as m0015 from './migrations/0015-activity-version.ts';
import * as m0016 from './migrations/0016-award-counters.ts';
import * as m0017 from './migrations/0017-ritual-completion-points.ts';
import * as m0018 from './migrations/0018-first-week-from-sign-up.ts';
import * as m0019 from './migrations/0019-action-time-zone.ts';
import * as m0020 from './migrations/0020-journeys.ts';
import * as m0021 from './migrations/0021-journey-finish-activity.ts';

// Listed, not read from disk, so the set of migrations is fixed by the code that ships.
const MIGRATIONS: Record<string, Migration> = {
  '0001-content': m0001,
  '0002-auth': m0002,
  '0003-progress': m0003,
  '0005-achievements-seen': m0005,
  '0010-reminders': m0010,
  '0011-shop-journal': m0011,
  '0012-award-indexes': m0012,
  '0013-ritual-search-text': m0013,
  '0014-content-fingerprint': m0014,
  '0015-activity-version': m0015,
  '0016-award-counters': m0016,
  '0017-ritual-completion-points': m0017,
  '0018-first-week-from-sign-up': m0018,
  '0019-action-time-zone': m0019,
  '0020-journeys': m0020,
  '0021-journey-finish-activity': m0021,
};

/** The migrator over the migrations this code ships (also steps back one, for tests of a migration). */
export const migrator = (db: Db) =>
  new Migrator({ db: db.kysely, provider: { getMigrations: async () => MIGRATIONS } });

export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
