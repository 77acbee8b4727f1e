import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';

interface Props {
  /** The applied query; remount with `key={query}` to reset the draft when the URL changes. */
  query: string;
  onSearch: (query: string) => void;
  compact?: boolean;
}

/** A search box that applies its text on Enter or with its button. */
export function SearchForm({ query, onSearch, compact = false }: Props) {
  const { t } = useTranslation('catalogue');
  const [draft, setDraft] = useState(query);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search className="w-full">
      <form onSubmit={submit} className="flex w-full gap-2">
        <label htmlFor={inputId} className="sr-only">
          {compact ? t('filters.searchLabel') : t('search.label')}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={inputId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            className={`w-full rounded-full border border-line bg-surface pr-4 pl-12 text-ink shadow-sm placeholder:text-ink-muted focus:border-primary ${
              compact ? 'h-11 text-sm' : 'h-12 text-base'
            }`}
          />
        </div>
        <button type="submit" className={`${buttonStyles.primary} ${compact ? 'h-11' : 'h-12 px-6'}`}>
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}
