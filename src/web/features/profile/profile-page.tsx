import { useTranslation } from '#web/i18n/use-translation.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { useBrowserTimeZone } from '#web/lib/use-browser-time-zone.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { HydrateWhenNear } from '#web/ui/hydrate-when-near.tsx';
import { PageSpinner } from '#web/ui/spinner.tsx';
import { useSession } from '../auth/session.ts';
import { DownloadData, TimeZoneSetting } from '../progress/profile-sections.tsx';
import { RemindersSection } from '../reminders/reminders-section.tsx';
import { DeleteAccount } from './components/delete-account.tsx';
import { LinkedAccounts } from './components/linked-accounts.tsx';
import { ProfileDetails } from './components/profile-details.tsx';
import { ProfilePassword } from './components/profile-password.tsx';
import { ProfilePreferences } from './components/profile-preferences.tsx';

/**
 * The signed-in user's own account (behind the signed-in guard). Each concern is its own section,
 * so later ones (time zone, linked accounts, data export) slot in between.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  if (!user) return <PageSpinner />;

  return (
    <>
      <title>{`${t('title')} · Ritualia`}</title>
      <section className="hero-sky border-b border-line">
        <div className="mx-auto flex max-w-3xl items-center gap-5 px-4 py-10 sm:px-6 sm:py-14">
          <Avatar name={user.displayName} url={user.avatarUrl} size="lg" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">{t('title')}</p>
            <h1 className="mt-1 truncate text-3xl font-semibold tracking-tight sm:text-4xl">
              {user.displayName}
            </h1>
            <p className="mt-1 truncate text-ink-muted">{user.email}</p>
            <MemberSince createdAt={user.createdAt} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <ProfileDetails key={user.id} user={user} />
        {/* Off a phone's first screen: each hydrates when it is scrolled to or used. */}
        <HydrateWhenNear>
          <ProfilePreferences user={user} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <RemindersSection />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <ProfilePassword user={user} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <TimeZoneSetting user={user} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <LinkedAccounts user={user} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <DownloadData />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <DeleteAccount user={user} />
        </HydrateWhenNear>
      </div>
    </>
  );
}

/**
 * The account's first day in the browser's zone. Its own component: when hydration ends and the
 * zone switches from the server's UTC to the browser's, only this line renders again.
 */
function MemberSince({ createdAt }: { createdAt: string }) {
  const { t, i18n } = useTranslation('profile');
  const timeZone = useBrowserTimeZone() ?? 'UTC';
  return (
    <p className="mt-0.5 text-sm text-ink-muted">
      {t('memberSince', { date: formatInstant(createdAt, i18n.language, timeZone) })}
    </p>
  );
}
