import { describe, expect, it } from 'vitest';
import { importContent } from '../../src/server/modules/content/content-import.ts';
import { migrateToLatest, migrator } from '../../src/server/platform/db/migrate.ts';
import { realContent } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertCommitment, insertCompletion, insertUser } from './support/users.ts';

// Migration 0019: every completion and commitment records the zone it was made in; those already
// stored take their user's zone at the time of the migration (none for a user without one).

describe.each(testDatabases)('migration 0019 on $name', (kind) => {
  it('gives the stored actions their user’s zone and leaves those of a user without one empty', async () => {
    const { db, drop } = await kind.create();
    try {
      await migrateToLatest(db);
      await importContent(db.kysely, await realContent());
      expect((await migrator(db).migrateTo('0018-first-week-from-sign-up')).error).toBeUndefined();

      const madrid = await insertUser(db, { timeZone: 'Europe/Madrid' });
      const zoneless = await insertUser(db, { timeZone: null });
      for (const userId of [madrid, zoneless]) {
        await insertCompletion(db, { userId, ritualId: 1, at: '2026-03-02T22:30:00.000Z', points: 20 });
        const at = '2026-03-03T08:00:00.000Z';
        await insertCommitment(db, { userId, date: '2026-03-03', at, points: 10 });
      }

      // This migration runs next (later ones may follow it).
      expect((await migrateToLatest(db))[0]).toBe('0019-action-time-zone');
      const zonesOf = async (userId: string) => [
        ...(
          await db.kysely
            .selectFrom('completed_rituals')
            .select('time_zone')
            .where('user_id', '=', userId)
            .execute()
        ).map((row) => row.time_zone),
        ...(
          await db.kysely
            .selectFrom('daily_commitments')
            .select('time_zone')
            .where('user_id', '=', userId)
            .execute()
        ).map((row) => row.time_zone),
      ];
      expect(await zonesOf(madrid)).toEqual(['Europe/Madrid', 'Europe/Madrid']);
      expect(await zonesOf(zoneless)).toEqual([null, null]);

      // A later change of the profile's zone leaves what was recorded as it is.
      await db.kysely
        .updateTable('users')
        .set({ time_zone: 'Asia/Tokyo' })
        .where('id', '=', madrid)
        .execute();
      expect(await zonesOf(madrid)).toEqual(['Europe/Madrid', 'Europe/Madrid']);
    } finally {
      await drop();
    }
  });
});
