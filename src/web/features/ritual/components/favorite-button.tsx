import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Favorite } from '../../../../shared/api/progress.ts';
import { setFavorite } from '../../progress/api.ts';
import { progressKeys } from '../../progress/keys.ts';

/** A toggle button (aria-pressed) that stores the favourite and shows the state the server returns. */
export function FavoriteButton({ ritualId, favorite }: { ritualId: number; favorite: boolean }) {
  const { t } = useTranslation('ritual');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (next: boolean) => setFavorite(ritualId, next),
    onSuccess: (state) => {
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
  const pressed = mutation.isPending ? mutation.variables : favorite;
  const label = pressed ? t('favorite.remove') : t('favorite.add');
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => mutation.mutate(!favorite)}
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
      {mutation.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('favorite.error')}
        </p>
      )}
    </div>
  );
}
