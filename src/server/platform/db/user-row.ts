import { preparedQuery } from './prepared-query.ts';

/**
 * The user's whole row, as better-auth and the profile store it. Read by `/me` and by every
 * progress page, so it is prepared once (prepared-query.ts).
 */
export const userById = preparedQuery((db, { userId }: { userId: string }) =>
  db.selectFrom('users').selectAll().where('id', '=', userId),
);
