import { Heart } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';

/** Shows only the signed-in user's favourites (a toggle button, kept in the URL as ?favorites=1). */
export function FavoritesToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
        pressed
          ? 'border-primary bg-primary text-on-primary shadow-sm'
          : 'border-line bg-surface text-ink hover:border-primary/60 hover:bg-primary-soft'
      }`}
    >
      <Heart aria-hidden="true" className={`size-4 ${pressed ? 'fill-current' : ''}`} />
      {t('favorites.filter')}
    </button>
  );
}
