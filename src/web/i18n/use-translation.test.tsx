import { act, render, screen } from '@testing-library/react';
import { Profiler, Suspense, startTransition, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';
import type { Namespace } from './translation-types.ts';
import { TranslatorProvider, useTranslation } from './use-translation.ts';

// What a component shows follows its own namespace's texts and the language; texts of another
// namespace arriving (a part of the page loaded later) do not render it again; a part of the page
// that waits for its texts shows once they arrive.

function Reader({ ns, label }: { ns: 'common' | 'shop'; label: string }) {
  const { t } = useTranslation(ns as Namespace, { useSuspense: false });
  return <p data-testid={ns}>{(t as (key: string) => string)(label)}</p>;
}

function Shop() {
  const { t } = useTranslation('shop' as Namespace);
  const [visits] = useState(1);
  return <p data-testid="shop">{`${(t as (key: string) => string)('heading')} ${visits}`}</p>;
}

/** The common texts, and the shop's part once the button opens it (as a transition). */
function Page() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Reader ns="common" label="title" />
      <button type="button" onClick={() => startTransition(() => setShown(true))}>
        open
      </button>
      {shown && (
        <Suspense fallback={<p>…</p>}>
          <Shop />
        </Suspense>
      )}
    </>
  );
}

function setup() {
  const i18n = createTranslator('es', {
    fallback: 'es',
    defaultNs: 'common',
    load: () => Promise.reject(new Error('not loaded in this test')),
    resources: { es: { common: { title: 'Ritualia' } }, en: { common: { title: 'Ritualia (en)' } } },
  });
  // How many times each reader rendered, as React's Profiler reports them.
  const renders = { common: 0, shop: 0 };
  const count = (id: string) => (renders[id as keyof typeof renders] += 1);
  render(
    <TranslatorProvider i18n={i18n}>
      <Profiler id="common" onRender={count}>
        <Reader ns="common" label="title" />
      </Profiler>
      <Profiler id="shop" onRender={count}>
        <Reader ns="shop" label="heading" />
      </Profiler>
    </TranslatorProvider>,
  );
  return { i18n, renders };
}

describe('useTranslation', () => {
  it('renders again what reads a namespace when its texts arrive, and nothing else', () => {
    const { i18n, renders } = setup();
    expect(screen.getByTestId('shop').textContent).toBe('heading');
    const before = { ...renders };
    act(() => i18n.addResourceBundle('es', 'shop', { heading: 'Tienda' }));
    expect(screen.getByTestId('shop').textContent).toBe('Tienda');
    expect(renders.shop).toBeGreaterThan(before.shop);
    expect(renders.common).toBe(before.common);
  });

  it('renders everything again in a new language', async () => {
    const { i18n, renders } = setup();
    act(() => i18n.addResourceBundle('en', 'shop', { heading: 'Shop' }));
    const before = { ...renders };
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('common').textContent).toBe('Ritualia (en)');
    expect(screen.getByTestId('shop').textContent).toBe('Shop');
    expect(renders.common).toBeGreaterThan(before.common);
  });

  it('shows a part that waited for its texts without an error React had to recover from', async () => {
    // The texts arrive while React is still rendering the part, so React replays the component
    // that suspended instead of starting again from the top.
    const i18n = createTranslator('es', {
      fallback: 'es',
      defaultNs: 'common',
      load: () => new Promise((resolve) => queueMicrotask(() => resolve({ heading: 'Tienda' }))),
      resources: { es: { common: { title: 'Ritualia' } } },
    });
    const errors: unknown[] = [];
    render(
      <TranslatorProvider i18n={i18n}>
        <Page />
      </TranslatorProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect((await screen.findByTestId('shop')).textContent).toBe('Tienda 1');
    expect(errors).toEqual([]);
  });
});
