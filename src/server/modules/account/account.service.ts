import { isLanguage } from '../../../shared/languages.ts';
import { THEMES, type Me, type Theme, type UpdateMe } from '../../../shared/api/account.ts';
import { verifyPassword } from '../auth/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AccountRepository, ProfileChanges } from './account.repository.ts';
import { dataExport, type OtherExportSections } from './data-export.ts';

const iso = (value: string | Date) => new Date(value).toISOString();
const providerName = (providerId: string) => (providerId === 'credential' ? 'email' : providerId);

export interface MeServiceHooks {
  /**
   * Tells the achievements the profile's zone changed: actions made while there was none take the
   * first one (docs/product-rules.md, Achievements); no other past action is judged again.
   */
  timeZoneChanged?: (userId: string) => Promise<unknown>;
  /** The data export's sections other modules own (data-export.ts). */
  exportSections: (userId: string) => Promise<OtherExportSections>;
}

export function createAccountService(
  repository: AccountRepository,
  hooks: MeServiceHooks,
  clock: () => Date = () => new Date(),
) {
  async function get(userId: string): Promise<Me> {
    const [user, accounts, lastSignIn] = await Promise.all([
      repository.findUser(userId),
      repository.listAccounts(userId),
      repository.lastSignIn(userId),
    ]);
    if (!user) throw new AppError(401, 'not_authenticated');
    const oauth = accounts.map((a) => providerName(a.provider_id)).filter((p) => p !== 'email');
    return {
      id: user.id,
      email: user.email,
      // Display-name fallbacks (docs/product-rules.md, Accounts and security): the name given at sign-up or
      // by the provider, else the e-mail's local part.
      displayName: user.name.trim() || user.email.split('@')[0] || user.email,
      avatarUrl: user.image || null,
      createdAt: iso(user.created_at),
      lastSignIn: lastSignIn ? iso(lastSignIn) : null,
      // How the account began; magic-link accounts have no account row and count as e-mail.
      provider: accounts[0] ? providerName(accounts[0].provider_id) : 'email',
      // Every account can receive an e-mail link, so 'email' is always a way in.
      providers: ['email', ...new Set(oauth)],
      hasPassword: accounts.some((a) => a.provider_id === 'credential' && a.password),
      emailVerified: user.email_verified === true || user.email_verified === 1,
      language: isLanguage(user.language) ? user.language : 'es',
      theme: (THEMES as readonly string[]).includes(user.theme ?? '') ? (user.theme as Theme) : null,
      timeZone: user.time_zone,
    };
  }

  return {
    get,

    export: (userId: string) => dataExport(repository, hooks.exportSections, userId, clock()),

    async update(userId: string, patch: UpdateMe): Promise<Me> {
      const changes: ProfileChanges = {};
      if (patch.displayName !== undefined) changes.name = patch.displayName;
      if (patch.avatarUrl !== undefined) changes.image = patch.avatarUrl;
      if (patch.language !== undefined) changes.language = patch.language;
      if (patch.theme !== undefined) changes.theme = patch.theme;
      if (patch.timeZone !== undefined) changes.time_zone = patch.timeZone;
      if (Object.keys(changes).length > 0) await repository.updateProfile(userId, changes);
      if (changes.time_zone !== undefined) await hooks.timeZoneChanged?.(userId);
      return get(userId);
    },

    /** Deletes the account; one with a password must confirm with it. */
    async remove(userId: string, password: string | undefined): Promise<void> {
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(401, 'not_authenticated');
      const credential = (await repository.listAccounts(userId)).find(
        (a) => a.provider_id === 'credential' && a.password,
      );
      if (credential?.password) {
        if (!password) throw new AppError(400, 'password_required');
        if (!(await verifyPassword({ hash: credential.password, password }))) {
          throw new AppError(403, 'wrong_password');
        }
      }
      await repository.deleteUser(userId, user.email);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
