import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { SESSION_QUERY_KEY, updateMe, type CurrentUser } from '../auth/session.ts';
import { ProfileSection } from '#web/ui/profile-section.tsx';
import { refreshProgress } from './api.ts';
import { timeZoneOptions } from '#web/lib/time-zone.ts';
import { useBrowserTimeZone } from '#web/lib/use-browser-time-zone.ts';
import { LiveFields } from '#web/ui/live-fields.tsx';

/** The time zone the user's days, streaks and time achievements follow; stored on the account. */
export function TimeZoneSetting({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('progress');
  const queryClient = useQueryClient();
  const id = useId();
  // The ~420 zones of the list are added in a render of their own, after the one that ends
  // hydration: that render is one uninterruptible task already.
  const browser = useDeferredValue(useBrowserTimeZone());
  const [chosen, setZone] = useState<string | null>(null);
  const zone = chosen ?? user.timeZone ?? browser ?? 'UTC';
  const save = useMutation({
    mutationFn: (timeZone: string) => updateMe({ timeZone }),
    onSuccess: (updated) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, updated);
      void refreshProgress(queryClient);
    },
  });
  // The list comes from the browser's Intl, which the server's may not match: the server's HTML
  // holds the account's zone alone.
  const options = useMemo(
    () => (browser ? timeZoneOptions(user.timeZone, browser) : [zone]),
    [user.timeZone, browser, zone],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(zone);
  };

  return (
    <ProfileSection title={t('profile.timeZone.title')} description={t('profile.timeZone.hint')}>
      <form onSubmit={submit}>
        <LiveFields className="min-w-0 space-y-3">
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
                save.reset();
              }}
              className="min-w-0 flex-1 rounded-2xl border border-line bg-surface px-4 py-2.5 text-ink"
            >
              {options.map((option) => (
                <option key={option} value={option}>
                  {option.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
              {t('profile.timeZone.save')}
            </button>
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            {browser && t('profile.timeZone.browser', { zone: browser.replaceAll('_', ' ') })}
            {browser && zone !== browser && (
              <button
                type="button"
                className="font-semibold text-primary underline-offset-4 hover:underline"
                onClick={() => {
                  setZone(browser);
                  save.reset();
                }}
              >
                {t('profile.timeZone.useBrowser')}
              </button>
            )}
          </p>
          {save.isSuccess && <FormAlert tone="success" title={t('profile.timeZone.saved')} />}
          {save.isError && <FormAlert tone="error" title={t('profile.timeZone.error')} />}
        </LiveFields>
      </form>
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
