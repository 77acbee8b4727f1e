import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useLocation } from 'react-router';

/** Anchor of the terms section, linked from the registration form (`/about#terms`). */
export const TERMS_ID = 'terms';

const POINTS = ['purpose', 'safety', 'respect', 'data', 'control', 'changes'] as const;

/**
 * The page is lazy, so the browser's own jump to `#terms` happens before the section exists (and the
 * layout resets the scroll on in-app navigation): scroll to it once it has rendered.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${TERMS_ID}`) return;
    const frame = requestAnimationFrame(() => document.getElementById(TERMS_ID)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

export function TermsOfUse() {
  const { t } = useTranslation('about');
  useScrollToHash();
  return (
    <section id={TERMS_ID} aria-labelledby="terms-heading" className="mx-auto max-w-3xl scroll-mt-24">
      <h2 id="terms-heading" className="text-3xl font-semibold">
        {t('terms.title')}
      </h2>
      <p className="mt-4 leading-relaxed text-ink-muted">{t('terms.intro')}</p>
      <ol className="mt-6 list-decimal space-y-3 pl-6 leading-relaxed marker:font-semibold marker:text-accent-ink">
        {POINTS.map((key) => (
          <li key={key} className="pl-1">
            {t(`terms.${key}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
