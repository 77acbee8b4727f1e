import { interpolate } from '../../shared/interpolate.ts';
import type { Namespace, TFunction } from './translation-types.ts';

// The app's translation runtime (docs/decisions/0021-own-translation-runtime.md): namespaces loaded
// on demand, nested keys, `ns:key`, plurals by `count` (Intl.PluralRules: key_one, key_other…),
// `{{value}}` interpolation, a default text and a fallback language. Its `t` is typed by
// translation-types.ts: keys and values are checked against the Spanish files.

type Bundle = Record<string, unknown>;
/** Fetches one namespace of one language. */
export type BundleLoader = (language: string, namespace: string) => Promise<Bundle>;
type Store = Record<string, Record<string, Bundle>>;

interface Shared {
  store: Store;
  loading: Map<string, Promise<void>>;
  load: BundleLoader;
  fallback: string;
  defaultNs: Namespace;
}

interface TOptions {
  count?: number;
  defaultValue?: string;
  [value: string]: unknown;
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  // CLDR gives Portuguese's singular to 0 as to 1; Brazilian usage (our style guide) says
  // "0 pontos", "0 rituais": zero takes the plural.
  if (count === 0 && language.startsWith('pt')) return 'other';
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  // An empty text counts as missing: the fallback shows instead of nothing.
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** Marks a promise as React's use() reads a settled one, so it returns without suspending. */
const settled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled' });

export class Translator {
  language: string;
  /** The namespaces the rendered components read (a server page sends the browser these). */
  readonly used = new Set<string>();
  private readonly shared: Shared;
  private readonly listeners = new Set<() => void>();
  /** Bumped with each language change. */
  private version = 0;
  /** Bumped for a namespace each time texts of it arrive, in any language. */
  private readonly revisions = new Map<string, number>();

  constructor(language: string, shared: Shared) {
    this.language = language;
    this.shared = shared;
  }

  /** A translator over the same loaded texts with a language of its own (one per server request). */
  clone(language: string): Translator {
    return new Translator(language, this.shared);
  }

  hasNamespace(language: string, namespace: string): boolean {
    return Boolean(this.shared.store[language]?.[namespace]);
  }

  getResourceBundle(language: string, namespace: string): Bundle | undefined {
    return this.shared.store[language]?.[namespace];
  }

  addResourceBundle(language: string, namespace: string, bundle: Bundle): void {
    const store = this.shared.store;
    store[language] = { ...store[language], [namespace]: { ...store[language]?.[namespace], ...bundle } };
    this.revisions.set(namespace, (this.revisions.get(namespace) ?? 0) + 1);
    this.changed();
  }

  /** Loads the namespaces in `language` (the current one by default) that are not loaded yet. */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((namespace) => this.loadNamespace(namespace, language))).then(
      () => undefined,
    );
  }

  /**
   * One namespace: the same promise until it fails, also once it has settled, and marked with its
   * status the way React's `use()` reads it, so a component can read it on every render (a
   * component that suspended must call `use()` again when React replays it) without suspending
   * on texts that are already here.
   */
  loadNamespace(namespace: string, language: string): Promise<void> {
    const id = `${language}/${namespace}`;
    let loading = this.shared.loading.get(id);
    if (!loading) {
      loading = this.hasNamespace(language, namespace)
        ? settled(Promise.resolve())
        : this.shared.load(language, namespace).then(
            (bundle) => {
              this.addResourceBundle(language, namespace, bundle);
              settled(loading!);
            },
            (error: unknown) => {
              // A failed fetch (offline) may be tried again by the next render.
              this.shared.loading.delete(id);
              throw error;
            },
          );
      this.shared.loading.set(id, loading);
    }
    return loading;
  }

  /** Switches language once the namespaces in use are loaded in it. */
  async changeLanguage(language: string): Promise<void> {
    await this.loadNamespaces([this.shared.defaultNs, ...this.used], language);
    if (language === this.language) return;
    this.language = language;
    this.version += 1;
    this.changed();
  }

  /** The text of `key` (or `ns:key`) in `language`, else in the fallback language, else the key. */
  translate(language: string, namespace: string, key: string, options: TOptions = {}): string {
    let ns = namespace;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      ns = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    for (const lng of new Set([language, this.shared.fallback])) {
      const bundle = this.shared.store[lng]?.[ns];
      const text =
        (typeof options.count === 'number'
          ? lookup(bundle, `${path}_${pluralOf(lng, options.count)}`)
          : undefined) ?? lookup(bundle, path);
      if (text !== undefined) return interpolate(text, options);
    }
    return options.defaultValue === undefined ? path : interpolate(options.defaultValue, options);
  }

  /** A `t` bound to a language (the current one for null) and a namespace. */
  getFixedT<N extends Namespace = 'common'>(language: string | null, namespace?: N): TFunction<N> {
    const t = (key: string, options?: TOptions) =>
      this.translate(language ?? this.language, namespace ?? this.shared.defaultNs, key, options);
    return t as TFunction<N>;
  }

  t: TFunction = ((key: string, options?: TOptions) =>
    this.translate(this.language, this.shared.defaultNs, key, options)) as TFunction;

  /** Called after every change of language or of the loaded texts; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `listener` with each new language; returns the unsubscribe. */
  onLanguageChanged(listener: (language: string) => void): () => void {
    let last = this.language;
    return this.subscribe(() => {
      if (this.language === last) return;
      last = this.language;
      listener(last);
    });
  }

  /**
   * What a component reading `namespace` shows changes with (React re-renders on it): the language
   * and that namespace's texts. Another namespace's texts arriving (a part of the page loaded
   * later) leave it as it is, so the whole page does not render again for them.
   */
  snapshotOf(namespace: string): string {
    return `${this.version}/${this.revisions.get(namespace) ?? 0}`;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

export function createTranslator(
  language: string,
  options: { fallback: string; defaultNs: Namespace; load: BundleLoader; resources?: Store },
): Translator {
  return new Translator(language, {
    store: options.resources ?? {},
    loading: new Map(),
    load: options.load,
    fallback: options.fallback,
    defaultNs: options.defaultNs,
  });
}
