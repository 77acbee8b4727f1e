import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { remindersQuery } from './api.ts';

// After the first commitment, the app offers once to set a reminder; the answer (or having seen
// it) is remembered in this browser.

const OFFERED_KEY = 'ritualia.reminderOffered';

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberOffered(): void {
  try {
    localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  } catch {
    // Storage blocked: the offer may come again, which is harmless.
  }
}

/** `firstCommitment`: the signed-in user has just made their first commitment. */
export function ReminderOffer({ firstCommitment }: { firstCommitment: boolean }) {
  const { t } = useTranslation('profile');
  // Whether it was offered before is read once per page view, so the offer stays up while shown.
  const [offeredEarlier] = useState(offeredBefore);
  const [dismissed, setDismissed] = useState(false);
  const settings = useQuery({ ...remindersQuery, enabled: firstCommitment && !offeredEarlier });
  const noChannel =
    settings.data !== undefined && !settings.data.channels.push && !settings.data.channels.email;
  const show = firstCommitment && !offeredEarlier && noChannel && !dismissed;
  useEffect(() => {
    if (show) rememberOffered();
  }, [show]);
  if (!show) return null;
  return (
    <aside
      aria-labelledby="reminder-offer-title"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-primary/40 bg-primary-soft p-5 sm:flex-row sm:items-center"
    >
      <BellRing aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="flex-1">
        <h2 id="reminder-offer-title" className="font-semibold">
          {t('reminders.offer.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('reminders.offer.body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/profile#reminders" className={buttonStyles.primary}>
          {t('reminders.offer.accept')}
        </Link>
        <button type="button" className={buttonStyles.ghost} onClick={() => setDismissed(true)}>
          {t('reminders.offer.dismiss')}
        </button>
      </div>
    </aside>
  );
}
