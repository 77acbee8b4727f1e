import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';

interface Props {
  shown: number;
  total: number;
  loading: boolean;
  /** Loads the next page; `moveFocus` when the visitor asked with the button. */
  onShowMore: (moveFocus: boolean) => void;
}

/**
 * "Show more" under the results, also pressed for the visitor when the list's end scrolls near;
 * a polite live region says how many are shown. The button stays while there is more to load.
 */
export function ShowMore({ shown, total, loading, onShowMore }: Props) {
  const { t } = useTranslation('catalogue');
  const sentinel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const more = shown < total;

  useEffect(() => {
    const target = sentinel.current;
    if (!more || loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A keyboard user on the button decides with it; loading under them would be a surprise.
        if (document.activeElement === button.current) return;
        if (entries.some((entry) => entry.isIntersecting)) onShowMore(false);
      },
      // A screen ahead, so scrolling rarely meets the end before the next page is there.
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loading, onShowMore]);

  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <div ref={sentinel} aria-hidden="true" />
      <p className="text-sm text-ink-muted" aria-live="polite" aria-atomic="true">
        {t('results.shown', { shown, count: total })}
      </p>
      {more && (
        <button
          ref={button}
          type="button"
          className={buttonStyles.secondary}
          aria-busy={loading}
          onClick={() => onShowMore(true)}
        >
          {loading ? t('results.loadingMore') : t('results.showMore')}
        </button>
      )}
    </div>
  );
}
