import type { DataExport } from '../../../shared/api/data-export.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AccountRepository } from './account.repository.ts';

/** What the account module writes itself: the envelope, the profile, the ways in and the sessions. */
type AccountSections =
  'format' | 'version' | 'exported_at' | 'profile' | 'preferences' | 'linked_accounts' | 'sessions';

/**
 * Every other section, each read by the module that owns its tables through its `exportSection`
 * (the composition root lists them, and the type fails to build when one is missing).
 */
export type OtherExportSections = Omit<DataExport, AccountSections>;

const iso = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** Everything stored about the user, without secrets (no password hash, tokens or session keys). */
export async function dataExport(
  repository: AccountRepository,
  others: (userId: string) => Promise<OtherExportSections>,
  userId: string,
  now: Date,
): Promise<DataExport> {
  const [user, accounts, sessions, sections] = await Promise.all([
    repository.findUser(userId),
    repository.exportAccounts(userId),
    repository.exportSessions(userId),
    others(userId),
  ]);
  if (!user) throw new AppError(401, 'not_authenticated');
  return {
    format: 'ritualia-export',
    version: 1,
    exported_at: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified: user.email_verified === true || user.email_verified === 1,
      avatar_url: user.image,
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
    },
    preferences: { language: user.language, theme: user.theme, time_zone: user.time_zone },
    linked_accounts: accounts.map((a) => ({
      provider: a.provider_id === 'credential' ? 'email' : a.provider_id,
      account_id: a.account_id,
      scope: a.scope,
      created_at: iso(a.created_at),
      updated_at: iso(a.updated_at),
    })),
    sessions: sessions.map((s) => ({
      created_at: iso(s.created_at),
      updated_at: iso(s.updated_at),
      expires_at: iso(s.expires_at),
      ip_address: s.ip_address,
      user_agent: s.user_agent,
    })),
    ...sections,
  };
}
