import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import type { Database } from '../../platform/db/schema.ts';

// The session lookup's own read (docs/decisions/0020-session-read.md): one indexed select of the
// session joined to its user, shaped as better-auth's findSession answers (its field names, Dates
// and booleans). better-auth's adapter reads the user with a second query, clones both rows and
// opens tracing spans on every request; this is the same data in one statement.

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

// The session is found in a subquery of its own, limited to one row: written as a plain join,
// SQLite 3.54 took some 30-45 µs for this statement, against 4-6 µs this way (the same rows); the
// limit must be the literal 1, as a bound parameter it is as slow as the join.
const COLUMNS = [
  's.id as session_id',
  's.expires_at',
  's.token',
  's.created_at as session_created_at',
  's.updated_at as session_updated_at',
  's.ip_address',
  's.user_agent',
  's.user_id',
  'u.name',
  'u.email',
  'u.email_verified',
  'u.image',
  'u.created_at',
  'u.updated_at',
  'u.language',
  'u.theme',
  'u.time_zone',
] as const;

const sessionWithUser = preparedQuery((db, { token }: { token: string }) =>
  db
    .selectFrom(db.selectFrom('sessions').selectAll().where('token', '=', token).limit(sql.lit(1)).as('s'))
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(COLUMNS),
);

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async findByToken(token: string) {
      const row = await sessionWithUser.executeTakeFirst(db, { token });
      if (!row) return null;
      return {
        session: {
          id: row.session_id,
          expiresAt: asDate(row.expires_at),
          token: row.token,
          createdAt: asDate(row.session_created_at),
          updatedAt: asDate(row.session_updated_at),
          ipAddress: row.ip_address,
          userAgent: row.user_agent,
          userId: row.user_id,
        },
        user: {
          name: row.name,
          email: row.email,
          emailVerified: row.email_verified === true || row.email_verified === 1,
          image: row.image,
          createdAt: asDate(row.created_at),
          updatedAt: asDate(row.updated_at),
          language: row.language,
          theme: row.theme,
          timeZone: row.time_zone,
          id: row.user_id,
        },
      };
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
