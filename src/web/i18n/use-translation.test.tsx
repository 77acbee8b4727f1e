import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';
import { TranslatorProvider, useTranslation } from './use-translation.ts';

// A part of the page that loads later with its own texts (the moon card, the daily tip) must not
// re-render every other part: each component follows the language and its own namespace only.

const texts: Record<string, Record<string, Record<string, string>>> = {
  es: { common: { hello: 'Hola' }, shop: { title: 'Tienda' } },
  en: { common: { hello: 'Hi' }, shop: { title: 'Shop' } },
};

async function setup() {
  const i18n = createTranslator('es', {
    fallback: 'es',
    defaultNs: 'common',
    load: (language, namespace) => Promise.resolve(texts[language]![namespace]!),
  });
  await i18n.loadNamespaces(['common']);
  const renders = { common: 0, shop: 0 };
  const rendered = (ns: 'common' | 'shop') => {
    renders[ns] += 1;
  };
  function Greeting() {
    const { t } = useTranslation();
    rendered('common');
    return <p>{(t as unknown as (key: string) => string)('hello')}</p>;
  }
  function ShopTitle() {
    const { t, ready } = useTranslation('shop', { useSuspense: false });
    rendered('shop');
    return <h2>{ready ? (t as unknown as (key: string) => string)('title') : '…'}</h2>;
  }
  render(
    <TranslatorProvider i18n={i18n}>
      <Greeting />
      <ShopTitle />
    </TranslatorProvider>,
  );
  return { i18n, renders };
}

describe('useTranslation', () => {
  it('re-renders a component when its own namespace loads, not the others', async () => {
    const { i18n, renders } = await setup();
    await screen.findByText('Tienda');
    const before = { ...renders };
    await act(() => i18n.loadNamespaces(['shop'], 'en'));
    expect(renders.shop).toBeGreaterThan(before.shop);
    expect(renders.common).toBe(before.common);
  });

  it('re-renders every component when the language changes', async () => {
    const { i18n, renders } = await setup();
    await screen.findByText('Tienda');
    const before = { ...renders };
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hi')).toBeDefined();
    expect(screen.getByText('Shop')).toBeDefined();
    expect(renders.common).toBeGreaterThan(before.common);
    expect(renders.shop).toBeGreaterThan(before.shop);
  });
});
