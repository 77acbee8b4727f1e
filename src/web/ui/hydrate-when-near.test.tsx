import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A part of a server-rendered page wrapped in HydrateWhenNear stays the server's HTML (its form
// disabled) while the rest of the page is live, and becomes live when it comes near the screen,
// when it is touched, or once the keyboard is used: a first Tab anywhere, even one pressed before
// the page's script reached the part. The module keeps what is waiting in module state, so each
// test loads React and the component afresh.

async function load() {
  vi.resetModules();
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const [
    { act, createElement: h },
    { hydrateRoot },
    { renderToString },
    { HydrateWhenNear },
    { LiveFields },
  ] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('react-dom/server'),
    import('./hydrate-when-near.tsx'),
    import('./live-fields.tsx'),
  ]);
  const form = (label: string) =>
    h('form', { 'aria-label': label }, h(LiveFields, null, h('button', null, label)));
  const page = h('main', null, form('top'), h(HydrateWhenNear, null, form('below')));
  const container = document.createElement('div');
  document.body.append(container);
  // Rendered as the server renders it: with no document (happy-dom provides one to every test).
  const browserDocument = document;
  vi.stubGlobal('document', undefined);
  const html = renderToString(page);
  vi.stubGlobal('document', browserDocument);
  container.innerHTML = html;
  const live = (label: string) =>
    !container.querySelector(`form[aria-label="${label}"] fieldset`)!.hasAttribute('disabled');
  return {
    live,
    button: (label: string) => container.querySelector(`form[aria-label="${label}"] button`)!,
    hydrate: () =>
      act(async () => {
        hydrateRoot(container, page);
      }),
    /** Runs what the person does, then lets React finish what it set off. */
    does: (action: () => void) => act(async () => action()),
  };
}

/** An IntersectionObserver whose targets come into view when the test says so. */
function fakeIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
  class FakeObserver {
    targets = new Set<Element>();
    callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watched: () => observers.reduce((n, o) => n + o.targets.size, 0),
    scrollAllIntoView() {
      for (const o of observers) {
        const entries = [...o.targets].map((target) => ({ target, isIntersecting: true }));
        o.callback(entries as unknown as IntersectionObserverEntry[], o as unknown as IntersectionObserver);
      }
    },
  };
}

const pressTab = () =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateWhenNear', () => {
  it('leaves a part far from the screen as server HTML, then makes it live when scrolled near', async () => {
    const view = fakeIntersections();
    const page = await load();
    await page.hydrate();
    expect(page.live('top')).toBe(true);
    expect(page.live('below')).toBe(false);
    expect(view.watched()).toBe(1);
    const serverButton = page.button('below');

    await page.does(() => view.scrollAllIntoView());
    expect(page.live('below')).toBe(true);
    expect(page.button('below')).toBe(serverButton);
    expect(view.watched()).toBe(0);
  });

  it('makes a part live when it is touched, and no other key than Tab does that elsewhere', async () => {
    fakeIntersections();
    const page = await load();
    await page.hydrate();
    await page.does(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      page.button('top').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(page.live('below')).toBe(false);

    await page.does(() =>
      page.button('below').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    );
    expect(page.live('below')).toBe(true);
  });

  it('makes every waiting part live at the first Tab', async () => {
    fakeIntersections();
    const page = await load();
    await page.hydrate();
    expect(page.live('below')).toBe(false);

    await page.does(pressTab);
    expect(page.live('below')).toBe(true);
  });

  it('makes a part live at once when Tab was pressed before the page reached it', async () => {
    fakeIntersections();
    const page = await load();
    pressTab();
    await page.hydrate();
    expect(page.live('below')).toBe(true);
  });
});
