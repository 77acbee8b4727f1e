import { ArrowRight } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';

export function AboutCallToAction() {
  const { t } = useTranslation('about');
  return (
    <section
      aria-labelledby="cta-heading"
      className="hero-sky rounded-3xl border border-line px-6 py-12 text-center sm:px-12"
    >
      <h2 id="cta-heading" className="text-3xl font-semibold">
        {t('cta.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg leading-relaxed text-ink-muted">{t('cta.body')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/rituals" className={`${buttonStyles.primary} px-6 py-3 text-base`}>
          {t('cta.rituals')}
          <ArrowRight aria-hidden="true" className="size-4.5" />
        </Link>
        <Link to="/daily-tip" className={`${buttonStyles.secondary} px-6 py-3 text-base`}>
          {t('cta.dailyTip')}
        </Link>
      </div>
    </section>
  );
}
