import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CloudUpload, Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Completion, CompletionResult } from '#shared/api/progress.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { useBrowserTimeZone } from '#web/lib/use-browser-time-zone.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { useSession } from '#web/features/auth/session.ts';
import { completeRitual, refreshProgress } from '#web/features/progress/api.ts';
import { progressKeys } from '#web/features/progress/keys.ts';
import { queuedCompletion } from '#web/features/progress/offline-actions.ts';
import { keepCompletion } from '#web/features/progress/offline-sync.ts';
import { useOutbox } from '#web/lib/offline/page-outbox.ts';
import { worthQueuing } from '#web/lib/offline/send-result.ts';
import { CardSection } from '#web/ui/card-section.tsx';

interface Props {
  ritualId: number;
  /** When the user completed it, if they have. */
  completedAt: string | null;
  /** What completing it earns. */
  points: number;
  /** False while the user's completions are still loading: the button waits for them. */
  ready?: boolean;
  /** The button, for focusing it from the guided steps. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * "Complete" once: the button records the completion, then the card says what it earned and,
 * from then on (also after a reload), when it was completed.
 */
export function CompleteCard({ ritualId, completedAt, points, ready = true, ref }: Props) {
  const { t, i18n } = useTranslation('ritual');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const queue = useOutbox().actions;
  // Without the server (offline, or it is failing) the completion is kept here and sent later.
  const queued = Boolean(user && queuedCompletion(queue, user.id, ritualId));
  const mutation = useMutation({
    mutationFn: async (): Promise<CompletionResult | null> => {
      try {
        return await completeRitual(ritualId, language);
      } catch (error) {
        if (!user || !worthQueuing(error)) throw error;
        keepCompletion(ritualId, user.id);
        return null;
      }
    },
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<Completion[]>(progressKeys.completions, (list = []) => [
        {
          ritual_id: result.ritual_id,
          completed_at: result.completed_at,
          points_earned: result.points_earned,
        },
        ...list.filter((c) => c.ritual_id !== ritualId),
      ]);
      void refreshProgress(queryClient);
    },
  });
  const result = mutation.data;
  const timeZone = useBrowserTimeZone() ?? 'UTC';
  const when = completedAt ?? result?.completed_at ?? null;
  const date = when ? formatInstant(when, i18n.language, timeZone) : null;

  return (
    <CardSection headingId="complete-heading" title={t('complete.title')} className="p-5 shadow-sm sm:p-6">
      <div aria-live="polite" className="mt-3 space-y-3">
        {result && (
          <div className="rounded-xl bg-success-soft p-4 text-success">
            <p className="flex items-center gap-2 font-semibold">
              <Sparkles aria-hidden="true" className="size-5" />
              {t('complete.earned', { points: result.points_earned })}
            </p>
            <p className="mt-1 text-sm">
              {t('complete.total', { total: result.total_points, level: result.level })}
            </p>
          </div>
        )}
        {date ? (
          <p className="flex items-center gap-2 font-medium text-success">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('complete.completedOn', { date })}
          </p>
        ) : queued ? (
          <p className="flex items-center gap-2 font-medium">
            <CloudUpload aria-hidden="true" className="size-5 text-primary" />
            {t('complete.queued')}
          </p>
        ) : (
          <p className="text-sm text-ink-muted">{t('complete.pointsHint', { points })}</p>
        )}
      </div>
      {queued && !date ? null : date ? (
        <Link to="/progress" className={`${buttonStyles.secondary} mt-4`}>
          {t('complete.seeProgress')}
        </Link>
      ) : (
        <button
          ref={ref}
          type="button"
          className={`${buttonStyles.primary} mt-4 w-full sm:w-auto`}
          disabled={mutation.isPending || !ready}
          onClick={() => mutation.mutate()}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {mutation.isPending ? t('complete.working') : t('complete.action')}
        </button>
      )}
      {mutation.isError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('complete.error')}
        </p>
      )}
    </CardSection>
  );
}
