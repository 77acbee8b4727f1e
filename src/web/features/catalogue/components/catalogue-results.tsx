import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchOutcome } from '#shared/catalogue-search.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { LoadError } from '#web/ui/load-error.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { RitualGrid } from '../ritual-grid.tsx';

interface Props {
  status: 'pending' | 'error' | 'success';
  outcome: SearchOutcome;
  onRetry: () => void;
  onClearAll: () => void;
  retrying: boolean;
}

/** Loading, error, empty or the grid (exact results, then related ones in hybrid search). */
export function CatalogueResults({ status, outcome, onRetry, onClearAll, retrying }: Props) {
  const { t } = useTranslation('catalogue');

  if (status === 'pending') return <Spinner label={t('results.loading')} />;

  if (status === 'error') {
    return (
      <LoadError
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
        onRetry={onRetry}
        retrying={retrying}
        className="py-16"
      />
    );
  }

  if (outcome.exact.length === 0 && outcome.related.length === 0) {
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

  return (
    <div className="space-y-10">
      {outcome.exact.length > 0 && <RitualGrid rituals={outcome.exact} />}
      {outcome.related.length > 0 && (
        <section aria-labelledby="related-heading" className="space-y-4">
          <div>
            <h2 id="related-heading" className="text-2xl font-semibold">
              {t('results.related')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('results.relatedHint')}</p>
          </div>
          <RitualGrid rituals={outcome.related} />
        </section>
      )}
    </div>
  );
}
