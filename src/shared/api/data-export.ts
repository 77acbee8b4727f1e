import * as z from 'zod/mini';
import { journalEntrySchema } from './journal.ts';
import { completionSchema, favoriteSchema } from './progress.ts';
import { appliedCosmeticsSchema, purchaseResultSchema } from './shop.ts';

// The data export (GET /api/v1/me/export): the account module writes its envelope, profile,
// preferences and sessions, and each other module gives its own section. Fields are snake_case
// like the stored records.

const localDate = z.string();
const instant = z.string();

/** GET /api/v1/me/export: everything stored about the user, without secrets. */
export const dataExportSchema = z.object({
  format: z.literal('ritualia-export'),
  version: z.literal(1),
  exported_at: instant,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    avatar_url: z.nullable(z.string()),
    created_at: z.nullable(instant),
    updated_at: z.nullable(instant),
  }),
  preferences: z.object({
    language: z.string(),
    theme: z.nullable(z.string()),
    time_zone: z.nullable(z.string()),
  }),
  linked_accounts: z.array(
    z.object({
      provider: z.string(),
      account_id: z.string(),
      scope: z.nullable(z.string()),
      created_at: z.nullable(instant),
      updated_at: z.nullable(instant),
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: z.nullable(instant),
      updated_at: z.nullable(instant),
      expires_at: z.nullable(instant),
      ip_address: z.nullable(z.string()),
      user_agent: z.nullable(z.string()),
    }),
  ),
  daily_commitments: z.array(
    z.object({
      commitment_date: localDate,
      daily_tip_id: z.number(),
      committed_at: instant,
      received_at: instant,
      points_earned: z.number(),
    }),
  ),
  completed_rituals: z.array(completionSchema),
  favorites: z.array(favoriteSchema),
  achievements: z.array(
    z.object({
      achievement_key: z.string(),
      unlocked_at: instant,
      points_earned: z.number(),
      seen_at: z.nullable(instant),
    }),
  ),
  reminders: z.object({
    settings: z.nullable(
      z.object({
        time: z.string(),
        days: z.array(z.number()),
        channels: z.object({ push: z.boolean(), email: z.boolean() }),
        updated_at: z.string(),
      }),
    ),
    push_subscriptions: z.array(z.object({ push_service: z.string(), created_at: z.string() })),
    sent: z.array(z.object({ local_date: localDate, channel: z.string(), sent_at: z.string() })),
  }),
  journal: z.array(journalEntrySchema),
  shop: z.object({
    purchases: z.array(z.extend(purchaseResultSchema, { local_date: localDate })),
    freeze_uses: z.array(z.object({ local_date: localDate, used_at: instant })),
    applied: appliedCosmeticsSchema,
  }),
  journeys: z.object({
    enrolments: z.array(
      z.object({
        slug: z.string(),
        started_at: instant,
        started_on: localDate,
        finished_at: z.nullable(instant),
        days_done: z.array(z.object({ day: z.number(), on: localDate, at: instant })),
      }),
    ),
    /** The first time each journey was finished (what the journey achievements count). */
    finished: z.array(z.object({ slug: z.string(), kind: z.string(), finished_at: instant })),
  }),
});
export type DataExport = z.infer<typeof dataExportSchema>;
