import { useQueryClient } from '@tanstack/react-query';
import { Download, KeyRound, Mail } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SESSION_QUERY_KEY, updateMe, type CurrentUser } from '../auth/session.ts';
import { ProfileSection } from '../profile/components/profile-section.tsx';
import { refreshProgress } from './api.ts';
import { browserTimeZone, timeZoneOptions } from './time-zone.ts';

/** The time zone the user's days, streaks and time achievements follow; stored on the account. */
export function TimeZoneSetting({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('progress');
  const queryClient = useQueryClient();
  const id = useId();
  const browser = useMemo(() => browserTimeZone(), []);
  const [zone, setZone] = useState(user.timeZone ?? browser);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const options = useMemo(() => timeZoneOptions(user.timeZone, browser), [user.timeZone, browser]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      queryClient.setQueryData(SESSION_QUERY_KEY, await updateMe({ timeZone: zone }));
      void refreshProgress(queryClient);
      setState('saved');
    } catch {
      setState('error');
    }
  };

  return (
    <ProfileSection title={t('profile.timeZone.title')} description={t('profile.timeZone.hint')}>
      <form onSubmit={(event) => void submit(event)} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t('profile.timeZone.label')}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <select
            id={id}
            name="timeZone"
            value={zone}
            onChange={(event) => {
              setZone(event.target.value);
              setState('idle');
            }}
            className="min-w-0 flex-1 rounded-2xl border border-line bg-surface px-4 py-2.5 text-ink"
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonStyles.primary} disabled={state === 'saving'}>
            {t('profile.timeZone.save')}
          </button>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          {t('profile.timeZone.browser', { zone: browser.replaceAll('_', ' ') })}
          {zone !== browser && (
            <button
              type="button"
              className="font-semibold text-primary underline-offset-4 hover:underline"
              onClick={() => {
                setZone(browser);
                setState('idle');
              }}
            >
              {t('profile.timeZone.useBrowser')}
            </button>
          )}
        </p>
        {state === 'saved' && <FormAlert tone="success" title={t('profile.timeZone.saved')} />}
        {state === 'error' && <FormAlert tone="error" title={t('profile.timeZone.error')} />}
      </form>
    </ProfileSection>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.9 0 5.4-1 7.2-2.6l-3.6-2.7c-1 .7-2.2 1.1-3.6 1.1-2.8 0-5.1-1.9-6-4.4H2.3v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M6 14.4a6.6 6.6 0 0 1 0-4.2V7.4H2.3a11 11 0 0 0 0 9.8L6 14.4z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .5 4.1 1.6l3.1-3.1A11 11 0 0 0 2.3 7.4L6 10.2c.9-2.6 3.2-4.8 6-4.8z"
      />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-5 fill-current">
      <path d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38l-.01-1.49c-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.5 7.5 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48l-.01 2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0Z" />
    </svg>
  );
}

/** The ways into the account: e-mail (password or link) and the social providers linked to it. */
export function LinkedAccounts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('progress');
  const rows = [
    {
      key: 'email',
      name: t('profile.linked.email'),
      icon: <Mail aria-hidden="true" className="size-5 text-primary" />,
      linked: true,
      detail: user.hasPassword ? t('profile.linked.password') : t('profile.linked.emailLink'),
    },
    {
      key: 'google',
      name: t('profile.linked.google'),
      icon: <GoogleMark />,
      linked: user.providers.includes('google'),
    },
    {
      key: 'github',
      name: t('profile.linked.github'),
      icon: <GitHubMark />,
      linked: user.providers.includes('github'),
    },
  ];
  return (
    <ProfileSection title={t('profile.linked.title')} description={t('profile.linked.hint')}>
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 px-4 py-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2">
              {row.icon}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{row.name}</p>
              {'detail' in row && row.detail && (
                <p className="flex items-center gap-1 text-sm text-ink-muted">
                  <KeyRound aria-hidden="true" className="size-3.5" />
                  {row.detail}
                </p>
              )}
            </div>
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                row.linked ? 'bg-success-soft text-success' : 'bg-surface-2 text-ink-muted'
              }`}
            >
              {row.linked ? t('profile.linked.connected') : t('profile.linked.notConnected')}
            </span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

/** Everything stored about the user, as one JSON file (the server sends it as an attachment). */
export function DownloadData() {
  const { t } = useTranslation('progress');
  return (
    <ProfileSection title={t('profile.data.title')} description={t('profile.data.body')}>
      <a href="/api/v1/me/export" download className={buttonStyles.secondary}>
        <Download aria-hidden="true" className="size-4" />
        {t('profile.data.download')}
      </a>
    </ProfileSection>
  );
}

/** The profile sections this feature adds, in page order. */
export function ProgressProfileSections({ user }: { user: CurrentUser }) {
  return (
    <>
      <TimeZoneSetting user={user} />
      <LinkedAccounts user={user} />
      <DownloadData />
    </>
  );
}
