import { useTranslation } from '#web/i18n/use-translation.ts';

/** An accessible loading indicator: a live status region with a visible ring and a spoken label. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    // A div with role="status" (not <output>): it holds an animated ring as well as text.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="status" aria-live="polite" className={`flex flex-col items-center gap-3 py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-[3px] border-primary-soft border-t-accent"
      />
      <span className="text-sm text-ink-muted">{label}</span>
    </div>
  );
}

/** Used while a page's code or translations load. Works before the translations are loaded. */
export function PageSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return <Spinner label={ready ? t('loading') : '…'} className="min-h-[50vh] justify-center" />;
}
