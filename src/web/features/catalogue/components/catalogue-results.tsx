import { SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { Ritual } from '#shared/api/catalogue.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { Spinner } from '#web/ui/spinner.tsx';
import { CATALOGUE_PAGE_SIZE } from '../api.ts';
import { RitualGrid } from '../ritual-grid.tsx';
import { ShowMore } from './show-more.tsx';

// Shown only when the catalogue cannot be read: it loads then, not with every home page (the
// service worker keeps it for a visit offline).
const LoadError = lazy(() => import('#web/ui/load-error.tsx').then((m) => ({ default: m.LoadError })));

interface Props {
  status: 'pending' | 'error' | 'success';
  /** The results loaded so far: exact ones first, then related ones. */
  rituals: readonly Ritual[];
  /** How many of all the results are exact. */
  exact: number;
  total: number;
  loadingMore: boolean;
  onShowMore: () => void;
  onRetry: () => void;
  onClearAll: () => void;
  retrying: boolean;
}

/** Loading, error, empty or the grid (exact results, then related ones in hybrid search). */
export function CatalogueResults(props: Props) {
  const { status, rituals, exact, total, loadingMore, onShowMore, onRetry, onClearAll, retrying } = props;
  const { t } = useTranslation('catalogue');
  const list = useRef<HTMLDivElement>(null);
  // Where the next page starts, when the visitor asked for it with the button: focus goes there.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    const first = from === null ? undefined : rituals[from];
    if (!first) return;
    focusFrom.current = null;
    list.current?.querySelector<HTMLElement>(`[data-ritual-id="${first.id}"] a`)?.focus();
  }, [rituals]);

  const showMore = useCallback(
    (moveFocus: boolean) => {
      if (moveFocus) focusFrom.current = rituals.length;
      onShowMore();
    },
    [rituals.length, onShowMore],
  );

  if (status === 'pending') return <Spinner label={t('results.loading')} />;

  if (status === 'error') {
    return (
      <Suspense>
        <LoadError
          title={t('error.title')}
          body={t('error.body')}
          retryLabel={t('error.retry')}
          onRetry={onRetry}
          retrying={retrying}
          className="py-16"
        />
      </Suspense>
    );
  }

  if (rituals.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-accent-ink" />
        <p className="font-display text-xl font-semibold">{t('empty.title')}</p>
        <p className="text-ink-muted">{t('empty.hint')}</p>
        <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={onClearAll}>
          {t('empty.clear')}
        </button>
      </div>
    );
  }

  const related = rituals.slice(exact);
  return (
    <div ref={list}>
      <div className="space-y-10">
        {exact > 0 && <RitualGrid rituals={rituals.slice(0, exact)} />}
        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="space-y-4">
            <div>
              <h2 id="related-heading" className="text-2xl font-semibold">
                {t('results.related')}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t('results.relatedHint')}</p>
            </div>
            <RitualGrid rituals={related} />
          </section>
        )}
      </div>
      {total > CATALOGUE_PAGE_SIZE && (
        <ShowMore shown={rituals.length} total={total} loading={loadingMore} onShowMore={showMore} />
      )}
    </div>
  );
}
