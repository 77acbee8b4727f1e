import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '#shared/languages.ts';
import esCatalogue from '../locales/es/catalogue.json';
import esCommon from '../locales/es/common.json';
import esTaxonomy from '../locales/es/taxonomy.json';
import { serverPageState } from '../lib/page-state.ts';
import { initialLanguage, saveLanguage } from './language.ts';

// Spanish, the default, ships with the app for the shell and the home page; every other language and
// namespace is a separate chunk loaded when first needed.
type Loader = () => Promise<{ default: Record<string, unknown> }>;
const loaders: Record<string, Loader> = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/es/common.json',
  '!../locales/es/catalogue.json',
  '!../locales/es/taxonomy.json',
  // Loaded by the installed app's notices themselves (pwa/pwa-texts.ts).
  '!../locales/*/pwa.json',
]);

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  },
};

const rendering = typeof document === 'undefined';
const bundled = { common: esCommon, catalogue: esCatalogue, taxonomy: esTaxonomy };
const page = serverPageState();

export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    // On the server each request renders with its own copy (entry-server.tsx), never this language.
    lng: rendering ? DEFAULT_LANGUAGE : initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    ns: ['common', 'taxonomy'],
    defaultNS: 'common',
    // A server-rendered page brings the translations it was rendered with: the first render needs them.
    resources: {
      es: bundled,
      ...(page && { [page.language]: { ...(page.language === 'es' && bundled), ...page.resources } }),
    },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });

function followLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
}

if (!rendering) {
  followLanguage(i18n.language);
  i18n.on('languageChanged', followLanguage);
}

export async function changeLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  saveLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
