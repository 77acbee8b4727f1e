import type { Generated } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import type {
  Culture,
  Difficulty,
  Intention,
  Moment,
  RitualType,
  TipType,
} from '../../../shared/taxonomy.ts';

// Taxonomy columns hold the keys of shared/taxonomy.ts (the content import checks them).
// JSON lists are stored as text on both engines so one set of queries serves SQLite and PostgreSQL.
export interface RitualsTable {
  id: number;
  slug: string;
  type: RitualType;
  intention: Intention;
  culture: Culture;
  moment: Moment;
  duration_minutes: number;
  difficulty: Difficulty;
  popularity_score: number;
  is_featured: number;
  is_active: number;
  /** What a completion earns, by the point rule from difficulty and duration (set by the import). */
  completion_points: number;
  hazards: string;
}

export interface RitualTranslationsTable {
  ritual_id: number;
  language: Language;
  title: string;
  objects: string;
  steps: string;
  benefits: string;
  origin_explanation: string;
  safety_notes: string;
  /** The searched fields folded (foldedSearchText); null until an import writes it. */
  search_text: string | null;
}

export interface DailyTipsTable {
  id: number;
  day_of_year: number;
  type: TipType;
  intention: Intention;
  is_active: number;
}

export interface DailyTipTranslationsTable {
  tip_id: number;
  language: Language;
  title: string;
  text: string;
}

export interface AchievementsTable {
  key: string;
  category: string;
  rarity: string;
  icon: string;
  points: number;
  requirement_type: string;
  requirement_value: number;
  requirements: string;
  sort_order: number;
  is_active: number;
}

export interface AchievementTranslationsTable {
  achievement_key: string;
  language: Language;
  title: string;
  description: string;
  hint: string;
}

// better-auth's tables (migration 0002). SQLite stores booleans as 0/1 and times as ISO text;
// PostgreSQL returns booleans and Date objects, so readers normalise both.
type DbBoolean = number | boolean;
type DbTime = string | Date;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: DbBoolean;
  image: string | null;
  created_at: DbTime;
  updated_at: DbTime;
  language: string;
  theme: string | null;
  time_zone: string | null;
  /** Changed by the database on every write the progress page shows (migration 0015). */
  activity_version: Generated<number>;
  /** Kept equal to the user's award rows by the database (migration 0016). */
  ritual_count: Generated<number>;
  tip_count: Generated<number>;
  earned_points: Generated<number>;
  latest_commitment_date: Generated<string | null>;
  latest_commitment_received_at: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  expires_at: DbTime;
  token: string;
  created_at: DbTime;
  updated_at: DbTime;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: DbTime | null;
  refresh_token_expires_at: DbTime | null;
  scope: string | null;
  password: string | null;
  created_at: DbTime;
  updated_at: DbTime;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: DbTime;
  created_at: DbTime;
  updated_at: DbTime;
}

export interface DailyCommitmentsTable {
  id: string;
  user_id: string;
  /** The user's local calendar date, YYYY-MM-DD. */
  commitment_date: string;
  daily_tip_id: number;
  /** When the user committed (may be earlier than received_at for queued commitments). */
  committed_at: string;
  received_at: string;
  points_earned: number;
  /** The profile's zone when the commitment was stored (migration 0019); null: the user had none. */
  time_zone: string | null;
}

export interface CompletedRitualsTable {
  id: string;
  user_id: string;
  ritual_id: number;
  completed_at: string;
  points_earned: number;
  /** The profile's zone when the completion was stored (migration 0019); null: the user had none. */
  time_zone: string | null;
}

export interface UserFavoritesTable {
  user_id: string;
  ritual_id: number;
  added_at: string;
}

export interface UserAchievementsTable {
  user_id: string;
  achievement_key: string;
  unlocked_at: string;
  points_earned: number;
  /** When the unlock was celebrated in the app (migration 0005); null until then. */
  seen_at: string | null;
}

export interface ReminderSettingsTable {
  user_id: string;
  /** Local wall-clock time, 'HH:MM'. */
  time: string;
  /** JSON list of ISO weekdays (1 = Monday). */
  days: string;
  push: number;
  email: number;
  updated_at: string;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface ReminderSendsTable {
  user_id: string;
  /** The user's local date the reminder was for, YYYY-MM-DD. */
  local_date: string;
  channel: 'push' | 'email';
  sent_at: string;
}

export interface CalendarTokensTable {
  user_id: string;
  /** SHA-256 of the token in the private calendar URL; the token itself is never stored. */
  token_hash: string;
  created_at: string;
}

/** Migration 0011: the shop, streak freezes and the practice journal. */
export interface WalletsTable {
  user_id: string;
  palette: string | null;
  frame: string | null;
  updated_at: string;
}

export interface PurchasesTable {
  id: string;
  user_id: string;
  item_key: string;
  price: number;
  idempotency_key: string;
  purchased_at: string;
  /** The user's local date of the purchase (a freeze covers days from then on). */
  local_date: string;
  balance_after: number;
}

export interface FreezeUsesTable {
  user_id: string;
  local_date: string;
  used_at: string;
}

export interface JournalEntriesTable {
  id: string;
  user_id: string;
  /** Set for a note on a completed ritual; commitment_date for a note on a committed day. */
  ritual_id: number | null;
  commitment_date: string | null;
  /** The local date the entry is listed under. */
  entry_date: string;
  text: string;
  mood: number | null;
  created_at: string;
  updated_at: string;
}

/** A journey a user follows (migration 0019); `finished_at` is set once its last step is done. */
export interface JourneyEnrolmentsTable {
  user_id: string;
  journey_slug: string;
  /** When the user joined, or last restarted. */
  started_at: string;
  /** The user's local date at `started_at`. */
  started_on: string;
  finished_at: string | null;
}

/** A step of a journey done in the current run, on the user's local date `done_on`. */
export interface JourneyDaysTable {
  user_id: string;
  journey_slug: string;
  day: number;
  done_on: string;
  done_at: string;
}

/** The first time a user finished a journey; kept after a restart or a leave. */
export interface JourneyFinishesTable {
  user_id: string;
  journey_slug: string;
  kind: string;
  finished_at: string;
}

/** One row (id 1): the fingerprint of the content last imported (content/content-fingerprint.ts). */
export interface ContentImportTable {
  id: number;
  fingerprint: string;
}

export interface Database {
  rituals: RitualsTable;
  ritual_translations: RitualTranslationsTable;
  daily_tips: DailyTipsTable;
  daily_tip_translations: DailyTipTranslationsTable;
  achievements: AchievementsTable;
  achievement_translations: AchievementTranslationsTable;
  daily_commitments: DailyCommitmentsTable;
  completed_rituals: CompletedRitualsTable;
  user_favorites: UserFavoritesTable;
  user_achievements: UserAchievementsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  reminder_settings: ReminderSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_sends: ReminderSendsTable;
  calendar_tokens: CalendarTokensTable;
  wallets: WalletsTable;
  purchases: PurchasesTable;
  freeze_uses: FreezeUsesTable;
  journal_entries: JournalEntriesTable;
  journey_enrolments: JourneyEnrolmentsTable;
  journey_days: JourneyDaysTable;
  journey_finishes: JourneyFinishesTable;
  content_import: ContentImportTable;
}
