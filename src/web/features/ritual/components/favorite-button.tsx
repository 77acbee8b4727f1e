import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { Favorite } from '#shared/api/progress.ts';
import { useSession } from '#web/features/auth/session.ts';
import { setFavorite } from '#web/features/progress/api.ts';
import { progressKeys } from '#web/features/progress/keys.ts';
import { queuedFavorite } from '#web/features/progress/offline-actions.ts';
import { keepFavorite } from '#web/features/progress/offline-sync.ts';
import { useOutbox } from '#web/lib/offline/page-outbox.ts';
import { worthQueuing } from '#web/lib/offline/send-result.ts';

/** A toggle button (aria-pressed) that stores the favourite and shows the state the server returns. */
export function FavoriteButton({ ritualId, favorite }: { ritualId: number; favorite: boolean }) {
  const { t } = useTranslation('ritual');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const queue = useOutbox().actions;
  // A change kept here while the server cannot be reached shows as chosen until it is sent.
  const waiting = user ? queuedFavorite(queue, user.id, ritualId) : undefined;
  const mutation = useMutation({
    mutationFn: async (next: boolean) => {
      try {
        return await setFavorite(ritualId, next);
      } catch (error) {
        if (!user || !worthQueuing(error)) throw error;
        keepFavorite(ritualId, user.id, next);
        return null;
      }
    },
    onSuccess: (state) => {
      if (!state) return;
      queryClient.setQueryData<Favorite[]>(progressKeys.favorites, (list = []) => {
        const others = list.filter((f) => f.ritual_id !== ritualId);
        return state.favorite && state.added_at
          ? [{ ritual_id: ritualId, added_at: state.added_at }, ...others]
          : others;
      });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all, refetchType: 'none' });
    },
  });
  // While saving, show the state being asked for.
  const shown = waiting ?? favorite;
  const pressed = mutation.isPending ? mutation.variables : shown;
  const label = pressed ? t('favorite.remove') : t('favorite.add');
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => mutation.mutate(!shown)}
        disabled={mutation.isPending}
        className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-wait ${
          pressed
            ? 'border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100 dark:border-rose-300/40 dark:bg-rose-300/15 dark:text-rose-200'
            : 'border-line bg-surface text-ink hover:border-primary hover:text-primary'
        }`}
      >
        <Heart aria-hidden="true" className={`size-4 ${pressed ? 'fill-current' : ''}`} />
        {label}
      </button>
      {waiting !== undefined && <p className="text-sm text-ink-muted">{t('favorite.queued')}</p>}
      {mutation.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('favorite.error')}
        </p>
      )}
    </div>
  );
}
