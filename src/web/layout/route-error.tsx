import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '../ui/button-styles.ts';

/** Shown when a page fails to render or its code cannot be loaded. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-3xl font-semibold">{t('pageError.title')}</h1>
      <p className="text-ink-muted">{t('pageError.body')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          {t('pageError.retry')}
        </button>
        <a href="/" className={buttonStyles.secondary}>
          {t('pageError.home')}
        </a>
      </div>
    </main>
  );
}
