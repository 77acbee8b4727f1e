import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EnrolmentView } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { loginPath } from '../../auth/paths.ts';
import { JourneyStatus } from './journey-status.tsx';

interface Props {
  slug: string;
  signedIn: boolean;
  /** The user's enrolment in this journey; null when not following it (or still loading: `ready`). */
  enrolment: EnrolmentView | null;
  ready: boolean;
  busy: boolean;
  onJoin: () => void;
  onRestart: () => void;
  onLeave: () => void;
}

/** Asks a visitor to sign in, offers a user to join, or shows where they stand with restart and leave. */
export function EnrolmentPanel({
  slug,
  signedIn,
  enrolment,
  ready,
  busy,
  onJoin,
  onRestart,
  onLeave,
}: Props) {
  const { t } = useTranslation('journeys');
  const [confirming, setConfirming] = useState<'restart' | 'leave' | null>(null);

  if (!signedIn) {
    return (
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary/30 bg-primary-soft/60 p-5">
        <p className="max-w-xl">{t('visitor.body')}</p>
        <Link to={loginPath(`/journeys/${slug}`)} className={buttonStyles.primary}>
          {t('visitor.signIn')}
        </Link>
      </section>
    );
  }
  if (!ready) return null;
  if (!enrolment) {
    return (
      <button type="button" className={buttonStyles.primary} disabled={busy} onClick={onJoin}>
        {t('join')}
      </button>
    );
  }

  const confirm = () => {
    setConfirming(null);
    if (confirming === 'restart') onRestart();
    else onLeave();
  };
  return (
    <div className="space-y-3">
      <JourneyStatus enrolment={enrolment} />
      {confirming ? (
        <div className="rounded-2xl border border-line bg-surface p-4">
          <p className="font-medium">{t(confirming === 'restart' ? 'confirmRestart' : 'confirmLeave')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={buttonStyles.primary} disabled={busy} onClick={confirm}>
              {t(confirming === 'restart' ? 'confirmRestartButton' : 'confirmLeaveButton')}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => setConfirming('restart')}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('restart')}
          </button>
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={busy}
            onClick={() => setConfirming('leave')}
          >
            {t('leave')}
          </button>
        </div>
      )}
    </div>
  );
}
