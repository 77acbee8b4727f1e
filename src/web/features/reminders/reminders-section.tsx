import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { ReminderSettings } from '#shared/api/reminders.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { QueryLoadError } from '#web/ui/query-status.tsx';
import { ProfileSection } from '#web/ui/profile-section.tsx';
import { remindersQuery, saveReminders } from './api.ts';
import { CalendarLink } from './calendar-link.tsx';
import { pushSupport, subscribeThisDevice, unsubscribeThisDevice, type PushSupport } from './push-device.ts';
import { WeekdayPicker } from './weekday-picker.tsx';

const CHECK = 'size-5 shrink-0 rounded accent-primary';

/** Turns push on or off for this device to match `wanted`; says why it could not. */
async function applyPush(wanted: boolean, before: boolean): Promise<PushSupport> {
  if (!wanted) {
    if (before) await unsubscribeThisDevice().catch(() => undefined);
    return pushSupport();
  }
  return subscribeThisDevice();
}

/** A channel's checkbox, its name, what it does and, when it cannot be used here, why. */
function ChannelOption(props: {
  channel: keyof ReminderSettings['channels'];
  channels: ReminderSettings['channels'];
  note: string | null;
  disabled?: boolean;
  onChange: (channels: ReminderSettings['channels']) => void;
}) {
  const { channel, channels, note, disabled = false, onChange } = props;
  const { t } = useTranslation('profile');
  const id = `reminder-${channel}`;
  const checked = channels[channel];
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        className={`${CHECK} mt-0.5`}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint${note ? ` ${id}-note` : ''}`}
        onChange={(e) => onChange({ ...channels, [channel]: e.target.checked })}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {t(`reminders.${channel}`)}
        </label>
        <p id={`${id}-hint`} className="text-ink-muted">
          {t(`reminders.${channel}Hint`)}
        </p>
        {note && (
          <p id={`${id}-note`} className="mt-1 text-ink">
            {note}
          </p>
        )}
      </div>
    </div>
  );
}

/** The form starts from what the account has (`saved`, read once) and saves it whole. */
function RemindersForm({ saved: current }: { saved: ReminderSettings }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(current);
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const save = useMutation({
    mutationFn: async (next: ReminderSettings) => {
      const state = await applyPush(next.channels.push, current.channels.push).catch(() => 'failed' as const);
      setSupport(state === 'failed' ? pushSupport() : state);
      // Push stays off when this device could not be subscribed; the rest is saved all the same.
      const push = next.channels.push && state === 'supported';
      const saved = await saveReminders({ ...next, channels: { ...next.channels, push } });
      return { saved, pushFailed: next.channels.push && !push };
    },
    onSuccess: ({ saved }) => {
      queryClient.setQueryData(remindersQuery.queryKey, saved);
      setSettings(saved);
    },
  });
  const set = (patch: Partial<ReminderSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(settings);
  };
  const pushNote =
    support === 'unsupported'
      ? t('reminders.pushUnsupported')
      : support === 'denied'
        ? t('reminders.pushDenied')
        : null;

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <div>
        <label htmlFor="reminder-time" className="text-sm font-semibold">
          {t('reminders.time')}
        </label>
        <p id="reminder-time-hint" className="mt-1 text-sm text-ink-muted">
          {t('reminders.timeHint')}
        </p>
        <input
          id="reminder-time"
          type="time"
          required
          value={settings.time}
          aria-describedby="reminder-time-hint"
          onChange={(e) => set({ time: e.target.value })}
          className="mt-2 rounded-xl border border-line bg-surface px-3 py-2 text-ink"
        />
      </div>
      <WeekdayPicker days={settings.days} onChange={(days) => set({ days })} />
      <fieldset>
        <legend className="text-sm font-semibold">{t('reminders.channels')}</legend>
        <div className="mt-3 space-y-3">
          <ChannelOption
            channel="push"
            channels={settings.channels}
            note={pushNote}
            disabled={support === 'unsupported'}
            onChange={(channels) => set({ channels })}
          />
          <ChannelOption
            channel="email"
            channels={settings.channels}
            note={null}
            onChange={(channels) => set({ channels })}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        className={buttonStyles.primary}
        disabled={save.isPending || settings.days.length === 0}
      >
        {save.isPending ? t('reminders.saving') : t('reminders.save')}
      </button>
      {settings.days.length === 0 && <p className="text-sm text-ink-muted">{t('reminders.pickADay')}</p>}
      {save.isSuccess && !save.data.pushFailed && <FormAlert tone="success" title={t('reminders.saved')} />}
      {save.isSuccess && save.data.pushFailed && <FormAlert tone="error" title={t('reminders.pushFailed')} />}
      {save.isError && (
        <FormAlert
          tone="error"
          title={
            save.error instanceof ApiError && save.error.message ? save.error.message : t('reminders.error')
          }
        />
      )}
    </form>
  );
}

/** Profile → Reminders: when and how Ritualia reminds the user of the day's tip, and the calendar. */
export function RemindersSection() {
  const { t } = useTranslation('profile');
  const query = useQuery(remindersQuery);
  const { hash } = useLocation();
  const loaded = query.data !== undefined;
  // Arriving from the offer after a first commitment (/profile#reminders): bring the section into view.
  useEffect(() => {
    if (loaded && hash === '#reminders') document.getElementById('reminders')?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <ProfileSection anchor="reminders" title={t('reminders.title')} description={t('reminders.description')}>
      {query.data ? (
        <RemindersForm saved={query.data} />
      ) : query.isError ? (
        <QueryLoadError
          query={query}
          failure={{
            title: t('reminders.loadError'),
            body: t('reminders.loadErrorHint'),
            retry: t('reminders.retry'),
          }}
          className="py-2"
        />
      ) : (
        <p className="text-sm text-ink-muted">{t('reminders.loading')}</p>
      )}
      <CalendarLink />
    </ProfileSection>
  );
}
