import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type BundleLoader, type Translator } from './translator.ts';

// The translation runtime on its own: texts are given per language and namespace, as the chunks
// of src/web/locales would give them.

// The texts here are made up, so `t` is read without the generated key types.
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const fixedT = (translator: Translator, language: string | null, ns: string) =>
  translator.getFixedT(language, ns as 'common') as unknown as LooseT;
const tOf = (translator: Translator) => translator.t as unknown as LooseT;

type Texts = Record<string, Record<string, Record<string, unknown>>>;

const texts: Texts = {
  es: {
    common: {
      hello: 'Hola, {{name}}',
      points_one: '{{count}} punto',
      points_other: '{{count}} puntos',
      nested: { deep: { key: 'Profundo' } },
      onlyEs: 'Solo en español',
      empty: 'vacío en español',
    },
    shop: { title: 'Tienda' },
  },
  en: {
    common: {
      hello: 'Hi, {{name}}',
      points_one: '{{count}} point',
      points_other: '{{count}} points',
      empty: '',
    },
    shop: { title: 'Shop' },
  },
  fr: {
    common: { points_one: '{{count}} point', points_other: '{{count}} points' },
  },
  pt: {
    common: { points_one: '{{count}} ponto', points_other: '{{count}} pontos' },
  },
};

function setup(language = 'es', { failing = [] as string[] } = {}) {
  const load = vi.fn<BundleLoader>((lng, ns) =>
    failing.includes(`${lng}/${ns}`) || !texts[lng]?.[ns]
      ? Promise.reject(new Error(`offline: ${lng}/${ns}`))
      : Promise.resolve(texts[lng][ns]),
  );
  const translator = createTranslator(language, { fallback: 'es', defaultNs: 'common', load });
  return { translator, load };
}

async function loaded(language: string, namespaces = ['common']) {
  const s = setup(language);
  await s.translator.loadNamespaces(namespaces);
  if (language !== 'es') await s.translator.loadNamespaces(namespaces, 'es');
  return s;
}

describe('translator: plurals by count in four languages', () => {
  // French counts 0 (and 1.5) as one, as CLDR says; CLDR says so of Portuguese too, but Brazilian
  // usage (our style guide) gives zero the plural.
  const expected: Record<string, [count: number, text: string][]> = {
    es: [
      [0, '0 puntos'],
      [1, '1 punto'],
      [2, '2 puntos'],
    ],
    en: [
      [0, '0 points'],
      [1, '1 point'],
      [5, '5 points'],
    ],
    fr: [
      [0, '0 point'],
      [1, '1 point'],
      [2, '2 points'],
    ],
    pt: [
      [0, '0 pontos'],
      [1, '1 ponto'],
      [3, '3 pontos'],
    ],
  };
  it.each(Object.keys(expected))('%s', async (language) => {
    const { translator } = await loaded(language);
    const t = fixedT(translator, null, 'common');
    expect(expected[language]!.map(([count]) => [count, t('points', { count })])).toEqual(expected[language]);
  });
});

describe('translator: keys', () => {
  it('interpolates {{values}}, leaving missing ones empty', async () => {
    const { translator } = await loaded('es');
    const t = fixedT(translator, null, 'common');
    expect(t('hello', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('hello')).toBe('Hola, ');
  });

  it('reads nested keys with dots', async () => {
    const { translator } = await loaded('es');
    expect(fixedT(translator, null, 'common')('nested.deep.key')).toBe('Profundo');
  });

  it('reads another namespace through ns:key', async () => {
    const { translator } = await loaded('en', ['common', 'shop']);
    expect(fixedT(translator, null, 'common')('shop:title')).toBe('Shop');
    expect(tOf(translator)('shop:title')).toBe('Shop');
  });

  it('falls back to Spanish for a missing or empty text, then to the key itself', async () => {
    const { translator } = await loaded('en');
    const t = fixedT(translator, null, 'common');
    expect(t('onlyEs')).toBe('Solo en español');
    expect(t('empty')).toBe('vacío en español');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('uses a default value when no language has the key', async () => {
    const { translator } = await loaded('en');
    expect(fixedT(translator, null, 'common')('missing', { defaultValue: 'Otro {{name}}', name: 'x' })).toBe(
      'Otro x',
    );
  });

  it('binds a fixed t to its language even after the current one changes', async () => {
    const { translator } = await loaded('en');
    const english = fixedT(translator, 'en', 'common');
    await translator.changeLanguage('es');
    expect(english('hello', { name: 'Bo' })).toBe('Hi, Bo');
    expect(tOf(translator)('hello', { name: 'Bo' })).toBe('Hola, Bo');
  });
});

describe('translator: loading', () => {
  it('loads a namespace once, even when asked twice at the same time', async () => {
    const { translator, load } = setup('es');
    await Promise.all([translator.loadNamespace('shop', 'es'), translator.loadNamespace('shop', 'es')]);
    await translator.loadNamespaces('shop');
    expect(load).toHaveBeenCalledTimes(1);
    expect(translator.hasNamespace('es', 'shop')).toBe(true);
  });

  it('answers with the key while a namespace is not loaded', () => {
    const { translator } = setup('es');
    expect(fixedT(translator, null, 'shop')('title')).toBe('title');
  });

  it('lets a namespace that failed to load (offline) be tried again', async () => {
    const { translator, load } = setup('en', { failing: ['en/shop'] });
    await expect(translator.loadNamespace('shop', 'en')).rejects.toThrow('offline: en/shop');
    expect(translator.hasNamespace('en', 'shop')).toBe(false);
    // Still the key (nothing loaded in Spanish either), not a crash.
    expect(fixedT(translator, null, 'shop')('title')).toBe('title');

    load.mockResolvedValue(texts.en!.shop!);
    await translator.loadNamespace('shop', 'en');
    expect(fixedT(translator, null, 'shop')('title')).toBe('Shop');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the language when a namespace in use fails to load in the new one', async () => {
    const { translator } = setup('es', { failing: ['en/shop'] });
    await translator.loadNamespaces(['common', 'shop']);
    translator.used.add('shop');
    await expect(translator.changeLanguage('en')).rejects.toThrow('offline: en/shop');
    expect(translator.language).toBe('es');
    expect(tOf(translator)('hello', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('tells subscribers about a new language once, and texts added later', async () => {
    const { translator } = await loaded('es');
    const languages: string[] = [];
    const changes = vi.fn();
    const stopLanguages = translator.onLanguageChanged((language) => languages.push(language));
    const stop = translator.subscribe(changes);
    const before = { common: translator.snapshotOf('common'), shop: translator.snapshotOf('shop') };
    await translator.changeLanguage('en');
    await translator.changeLanguage('en');
    const afterLanguage = { common: translator.snapshotOf('common'), shop: translator.snapshotOf('shop') };
    expect(afterLanguage.common).not.toBe(before.common);
    expect(afterLanguage.shop).not.toBe(before.shop);
    translator.addResourceBundle('en', 'shop', { title: 'Store' });
    expect(languages).toEqual(['en']);
    expect(changes).toHaveBeenCalled();
    // Only what reads the shop's texts changes with them.
    expect(translator.snapshotOf('shop')).not.toBe(afterLanguage.shop);
    expect(translator.snapshotOf('common')).toBe(afterLanguage.common);
    stop();
    stopLanguages();
    await translator.changeLanguage('es');
    expect(languages).toEqual(['en']);
  });

  it('shares loaded texts with a clone that has a language of its own', async () => {
    const { translator, load } = await loaded('en');
    const clone = translator.clone('es');
    expect(clone.language).toBe('es');
    expect(tOf(clone)('hello', { name: 'Eva' })).toBe('Hola, Eva');
    expect(tOf(translator)('hello', { name: 'Eva' })).toBe('Hi, Eva');
    expect(clone.getResourceBundle('en', 'common')).toBe(translator.getResourceBundle('en', 'common'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
