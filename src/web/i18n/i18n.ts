import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages.ts';
import { serverPageState } from '../lib/page-state.ts';
import { holdIdle } from '../lib/when-idle.ts';
import { initialLanguage, saveLanguage } from './language.ts';
import { createTranslator } from './translator.ts';

// Every language's namespaces are separate chunks loaded when first needed; a server-rendered page
// brings the ones it was rendered with in its state, so its first render needs none of them.
// A feature whose pages are not the first page's may list its own texts here instead, when its
// chunk loads (features/journeys/texts.ts): this list is part of the first page's JavaScript.
type Loader = () => Promise<{ default: Record<string, unknown> }>;
export const loaders: Record<string, Loader> = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  // Loaded by the installed app's notices themselves (pwa/pwa-texts.ts).
  '!../locales/*/pwa.json',
  // Listed by the journeys feature when it loads.
  '!../locales/*/journeys.json',
]);

const rendering = typeof document === 'undefined';
const page = serverPageState();

export const i18n = createTranslator(
  // On the server each request renders with its own copy (entry-server.tsx), never this language.
  rendering ? DEFAULT_LANGUAGE : initialLanguage(),
  {
    fallback: DEFAULT_LANGUAGE,
    defaultNs: 'common',
    resources: page ? { [page.language]: page.resources } : {},
    load: async (language, namespace) => {
      const load = loaders[`../locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`No translations for ${language}/${namespace}`);
      // A page waiting for its texts is not idle yet.
      return (await holdIdle(load())).default;
    },
  },
);

/** Resolves once the texts every page starts with ('common') are loaded in the first language. */
export const i18nReady: Promise<void> = i18n.loadNamespaces(['common']);

function followLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
}

if (!rendering) {
  followLanguage(i18n.language);
  i18n.onLanguageChanged(followLanguage);
}

export async function changeLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  saveLanguage(language);
  await i18n.changeLanguage(language);
}
