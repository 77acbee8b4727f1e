import type { Database } from './schema.ts';

/** Tables whose rows belong to one user through a `user_id` column. */
export type UserOwnedTable = {
  [K in keyof Database]: Database[K] extends { user_id: string } ? K : never;
}[keyof Database];

/**
 * Every table with a `user_id` column, in the order account deletion empties them (children
 * before parents), all in one transaction before the `users` row itself goes. A feature that
 * adds such a table adds it here; tests/integration/account-deletion.test.ts introspects the
 * database and fails when one is missing.
 */
export const USER_OWNED_TABLES: readonly UserOwnedTable[] = [
  'reminder_sends',
  'push_subscriptions',
  'calendar_tokens',
  'reminder_settings',
  'journey_days',
  'journey_enrolments',
  'journey_finishes',
  'journal_entries',
  'freeze_uses',
  'purchases',
  'wallets',
  'user_achievements',
  'user_favorites',
  'completed_rituals',
  'daily_commitments',
  'sessions',
  'accounts',
];
