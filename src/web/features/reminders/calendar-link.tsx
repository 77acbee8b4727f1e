import { useMutation } from '@tanstack/react-query';
import { CalendarDays, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { newCalendarUrl, revokeCalendarUrl } from './api.ts';

/**
 * The private calendar feed: made (or made again, which stops the old one) on request, shown once
 * with a copy button, since the server keeps no readable copy of it.
 */
export function CalendarLink() {
  const { t } = useTranslation('profile');
  const [copied, setCopied] = useState(false);
  const create = useMutation({ mutationFn: newCalendarUrl, onMutate: () => setCopied(false) });
  const revoke = useMutation({ mutationFn: revokeCalendarUrl, onSuccess: () => create.reset() });
  const url = create.data;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section aria-labelledby="calendar-heading" className="mt-8 border-t border-line pt-6">
      <h3 id="calendar-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays aria-hidden="true" className="size-5 text-primary" />
        {t('reminders.calendar.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('reminders.calendar.description')}</p>
      {url && (
        <div className="mt-4">
          <label htmlFor="calendar-url" className="text-sm font-semibold">
            {t('reminders.calendar.url')}
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              id="calendar-url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-xl border border-line bg-surface-2 px-3 py-2 font-mono text-sm text-ink"
            />
            <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {t('reminders.calendar.copy')}
            </button>
          </div>
          <output className="mt-1 block min-h-5 text-sm text-success">
            {copied ? t('reminders.calendar.copied') : ''}
          </output>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {t('reminders.calendar.create')}
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          {t('reminders.calendar.revoke')}
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t('reminders.calendar.createHint')}</p>
      {revoke.isSuccess && <FormAlert tone="success" title={t('reminders.calendar.revoked')} />}
      {(create.isError || revoke.isError) && <FormAlert tone="error" title={t('reminders.error')} />}
    </section>
  );
}
