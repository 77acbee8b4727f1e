import { use } from 'react';
import type { TFunction } from '#web/i18n/translation-types.ts';
import { i18n } from '#web/i18n/i18n.ts';
import { uiLanguage, useUiLanguage } from '#web/i18n/ui-language.ts';
import { notify } from '#web/ui/toast.ts';

// The installed app's texts (locales/<lang>/pwa.json) load with its notices, not through the
// app's list of namespaces, which is part of the first page's JavaScript.

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/pwa.json');
const loading = new Map<string, Promise<void>>();

/** Loads the texts of `language` into the 'pwa' namespace once. */
export function loadPwaTexts(language: string): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    const load = files[`../locales/${language}/pwa.json`];
    done = (load ? load() : Promise.resolve({ default: {} })).then((m) => {
      i18n.addResourceBundle(language, 'pwa', m.default);
    });
    loading.set(language, done);
  }
  return done;
}

/** The 'pwa' texts in the interface language, suspending while they load. */
export function usePwaTexts(): TFunction<'pwa'> {
  const language = useUiLanguage();
  use(loadPwaTexts(language));
  return i18n.getFixedT(language, 'pwa');
}

/** Tells the person a kept action was refused by the server for good, with its reason. */
export function notifyRefusedAction(reason: string): void {
  const language = uiLanguage();
  void loadPwaTexts(language).then(() =>
    notify('error', i18n.getFixedT(language, 'pwa')('outbox.refused'), reason || undefined),
  );
}
