import { useTranslation } from '#web/i18n/use-translation.ts';
import { CelestialOrnament } from '#web/ui/celestial-ornament.tsx';
import { AboutCallToAction } from './components/about-call-to-action.tsx';
import { FeatureGrid } from './components/feature-grid.tsx';
import { TermsOfUse } from './components/terms-of-use.tsx';
import { ValueList } from './components/value-list.tsx';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <title>{`${t('pageTitle')} · Ritualia`}</title>
      <section className="hero-sky relative overflow-hidden border-b border-line">
        <CelestialOrnament className="absolute top-1/2 left-1/2 w-[34rem] -translate-x-1/2 -translate-y-1/2 opacity-30 sm:w-[40rem] dark:opacity-40" />
        <div className="relative mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">{t('eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{t('heading')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{t('lead')}</p>
        </div>
      </section>

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
