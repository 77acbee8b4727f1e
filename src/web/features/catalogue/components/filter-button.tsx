import { SlidersHorizontal } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';

interface Props {
  activeCount: number;
  expanded: boolean;
  onOpen: () => void;
  onPreload: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function FilterButton({ activeCount, expanded, onOpen, onPreload, ref }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full border border-line bg-surface px-5 text-sm font-semibold text-ink shadow-sm transition-colors hover:border-primary hover:text-primary"
    >
      <SlidersHorizontal aria-hidden="true" className="size-4.5" />
      {t('filters.open')}
      {activeCount > 0 && (
        <>
          <span
            aria-hidden="true"
            className="grid min-w-6 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-[#1f1a3d]"
          >
            {activeCount}
          </span>
          <span className="sr-only">({t('filters.activeCount', { count: activeCount })})</span>
        </>
      )}
    </button>
  );
}
