import {
  createContext,
  createElement,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Namespace, TFunction } from './translation-types.ts';
import type { Translator } from './translator.ts';

// The React side of the translation runtime (translator.ts): components read texts through
// useTranslation, re-render when the language or their namespace's texts change, and suspend while a
// namespace they need is loading.

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: i18n }, children);
}

export interface Translation<N extends Namespace> {
  t: TFunction<N>;
  i18n: Translator;
  /** Whether the namespace is loaded (always true unless `useSuspense` is false). */
  ready: boolean;
}

/**
 * The texts of one namespace ('common' by default) in the current language. Suspends until they are
 * loaded, unless `useSuspense` is false: `t` then answers with keys until they arrive.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace?: N,
  { useSuspense = true }: { useSuspense?: boolean } = {},
): Translation<N> {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs a TranslatorProvider');
  const ns = (namespace ?? 'common') as N;
  // Re-renders when the language or this namespace's texts change.
  const snapshot = () => i18n.snapshotOf(ns);
  useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  const language = i18n.language;
  i18n.used.add(ns);
  const ready = i18n.hasNamespace(language, ns);
  // use() on every render, not only while the texts are missing: React replays a component that
  // suspended, and that replay must call use() again.
  if (useSuspense) use(i18n.loadNamespace(ns, language));
  else if (!ready) void i18n.loadNamespace(ns, language).catch(() => undefined);
  // `t` reads the texts when called, so it changes only with the language.
  const t = useMemo(() => i18n.getFixedT(language, ns), [i18n, language, ns]);
  return { t, i18n, ready };
}
