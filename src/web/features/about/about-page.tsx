import { useTranslation } from '#web/i18n/use-translation.ts';
import { PageHero } from '#web/ui/page-hero.tsx';
import { AboutCallToAction } from './components/about-call-to-action.tsx';
import { FeatureGrid } from './components/feature-grid.tsx';
import { TermsOfUse } from './components/terms-of-use.tsx';
import { ValueList } from './components/value-list.tsx';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <title>{`${t('pageTitle')} · Ritualia`}</title>
      <PageHero
        eyebrow={t('eyebrow')}
        heading={t('heading')}
        intro={t('lead')}
        centered
        ornamentClassName="absolute top-1/2 left-1/2 w-[34rem] -translate-x-1/2 -translate-y-1/2 opacity-30 sm:w-[40rem] dark:opacity-40"
        className="max-w-4xl pt-14 pb-12 sm:pt-20 sm:pb-16"
      />

      <div className="mx-auto max-w-6xl space-y-20 px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="mission-heading" className="mx-auto max-w-3xl">
          <h2 id="mission-heading" className="text-3xl font-semibold">
            {t('mission.title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{t('mission.body')}</p>
          <p className="mt-5 border-l-4 border-accent pl-4 text-base leading-relaxed text-ink-muted">
            {t('mission.note')}
          </p>
        </section>

        <FeatureGrid />
        <ValueList />
        <AboutCallToAction />
        <TermsOfUse />
      </div>
    </>
  );
}
