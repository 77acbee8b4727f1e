import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '../../src/shared/local-date.ts';
import {
  expectNoAxeViolations,
  failedRequest,
  launchBrowser,
  openPage,
  PHONE,
  type OpenPage,
} from './support/browser.ts';
import {
  expectNoToastAfterItsDelay,
  notices,
  signUpInPage,
  TIME_ZONE,
  todayHere,
  toastCodeLoaded,
  url,
} from './support/daily-tip.ts';

// The /daily-tip page (docs/product-rules.md, Daily tip): its states, marking done, sharing, in Spanish and
// English.

interface ApiTip {
  title: string;
  content: string;
  category: string;
  intention: string;
}

async function tipOf(page: Page, lang: string, date: string): Promise<ApiTip> {
  const res = await page.request.get(url(`/api/v1/daily-tip?lang=${lang}&date=${date}`));
  return ((await res.json()) as { data: ApiTip }).data;
}

describe('daily tip page', () => {
  let browser: Browser;
  let es: OpenPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    es = await openPage(browser, { timezoneId: TIME_ZONE });
    page = es.page;
    // Without a share sheet (as on most desktops), sharing copies to the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await signUpInPage(page, 'dt-page');
  });
  afterAll(async () => {
    await es?.close();
    await browser?.close();
  });

  test('a visitor is sent to sign in first', async () => {
    const visitor = await openPage(browser);
    try {
      await visitor.page.goto(url('/daily-tip'));
      await expect.poll(() => new URL(visitor.page.url()).pathname).toBe('/auth/login');
      expect(new URL(visitor.page.url()).searchParams.get('returnUrl')).toBe('/daily-tip');
    } finally {
      await visitor.close();
    }
  });

  test('shows a spinner while loading, then today’s card, how it works, the path and tomorrow', async () => {
    const held = Promise.withResolvers<void>();
    await page.route('**/api/v1/daily-tip?*', async (route) => {
      await held.promise;
      // A request the page no longer waits for (it moved on) may be gone by then.
      await route.continue().catch(() => undefined);
    });
    // The page's clock moves past the toast's delay below instead of the journey waiting for it.
    await page.clock.install();
    const overlay = toastCodeLoaded(page);
    // The server's first HTML already holds the card; moving here inside the app loads it.
    await page.goto(url('/about'));
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Consejo del día' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Cargando el consejo del día…' }).waitFor();
    held.resolve();
    await page.unroute('**/api/v1/daily-tip?*');

    const tip = await tipOf(page, 'es', todayHere());
    const card = page.getByRole('article');
    await card.getByRole('heading', { name: tip.title }).waitFor();
    expect(await card.textContent()).toContain(tip.content);
    const date = new Intl.DateTimeFormat('es-ES', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${todayHere()}T12:00:00Z`));
    expect(((await card.locator('time').textContent()) ?? '').toLowerCase()).toBe(date.toLowerCase());
    expect(await card.getByText('Tipo:').count()).toBe(1);
    expect(await card.getByText('Intención:').count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Marcar como realizado' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Compartir' }).isVisible()).toBe(true);

    const how = page.getByRole('region', { name: 'Cómo funciona' });
    for (const point of ['Cada día es único', 'Intención poderosa', 'Acción inmediata']) {
      expect(await how.getByRole('heading', { name: point }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('region', { name: 'Tu camino mágico' }).textContent()).toContain(
      'Sin racha activa',
    );
    const tomorrow = await tipOf(page, 'es', addDays(todayHere(), 1));
    const preview = page.getByRole('complementary', { name: 'Mañana' });
    await preview.waitFor();
    expect(await preview.textContent()).not.toContain(tomorrow.content);
    // The floating toast stays off the page that already shows the tip.
    await expectNoToastAfterItsDelay(page, overlay);
    await expectNoAxeViolations(page);
  });

  test('share copies the tip to the clipboard and says so in a polite notice', async () => {
    await page.goto(url('/daily-tip'));
    const tip = await tipOf(page, 'es', todayHere());
    await page.getByRole('button', { name: 'Compartir' }).click();
    await notices(page).filter({ hasText: 'Consejo copiado al portapapeles' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`Consejo mágico de hoy\n\n${tip.content}\n\n— Ritualia`);
    // Gone after 3 s.
    await page.getByText('Consejo copiado al portapapeles').waitFor({ state: 'detached', timeout: 4500 });
  });

  test('a clipboard that refuses is reported kindly, never as an error', async () => {
    await page.goto(url('/daily-tip'));
    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Compartir' }).click();
    await notices(page).filter({ hasText: 'No pudimos compartir ni copiar el consejo' }).waitFor();
  });

  test('a refusal shows the failure toast with the reason, and nothing is marked', async () => {
    es.expectErrors(failedRequest(400, '/api/v1/me/commitments'));
    await page.route('**/api/v1/me/commitments?*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'commitment_not_today', message: 'Solo hoy.' } }),
          })
        : route.continue(),
    );
    await page.goto(url('/daily-tip'));
    await page.getByRole('button', { name: 'Marcar como realizado' }).click();
    const notice = notices(page).filter({ hasText: 'Error al marcar el consejo como realizado' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Solo hoy.');
    expect(await page.getByRole('button', { name: 'Marcar como realizado' }).isVisible()).toBe(true);
    await page.unroute('**/api/v1/me/commitments?*');
  });

  test('marking as completed shows the success toast, the badge and today on the path', async () => {
    await page.goto(url('/daily-tip'));
    await page.getByRole('button', { name: 'Marcar como realizado' }).click();
    await notices(page)
      .filter({ hasText: '¡Perfecto! Has marcado este consejo como realizado ✨ +10 puntos' })
      .waitFor();
    await page.getByText('Ya realizado').waitFor();
    const path = page.getByRole('region', { name: 'Tu camino mágico' });
    await path.getByText('Hoy', { exact: true }).waitFor();
    expect(await path.textContent()).toContain('Racha iniciada');
    await page.getByText('¡Perfecto!', { exact: false }).waitFor({ state: 'detached', timeout: 4500 });
    await expectNoAxeViolations(page);
  });

  test('says the tip is not available when there is none', async () => {
    es.expectErrors(failedRequest(404, '/api/v1/daily-tip'));
    await page.route('**/api/v1/daily-tip?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'no_tips_found', message: 'No se encontraron consejos' } }),
      }),
    );
    await page.goto(url('/about'));
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Consejo del día' })
      .click();
    await page.getByRole('heading', { name: 'El consejo de hoy no está disponible' }).waitFor();
    expect(await page.getByText('Vuelve más tarde').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.unroute('**/api/v1/daily-tip?*');
  });

  test('in English on a phone, axe clean in the dark theme', async () => {
    const en = await openPage(browser, {
      timezoneId: TIME_ZONE,
      locale: 'en-US',
      viewport: PHONE,
      colorScheme: 'dark',
    });
    try {
      await signUpInPage(en.page, 'dt-page-en', 'en');
      await en.page.goto(url('/daily-tip'));
      const tip = await tipOf(en.page, 'en', todayHere());
      await en.page.getByRole('heading', { name: 'Your magical tip for today' }).waitFor();
      await en.page.getByRole('article').getByRole('heading', { name: tip.title }).waitFor();
      expect(await en.page.getByRole('region', { name: 'How it works' }).isVisible()).toBe(true);
      await en.page.getByRole('button', { name: 'Mark as done' }).click();
      await notices(en.page)
        .filter({ hasText: 'Perfect! You marked this tip as done ✨ +10 points' })
        .waitFor();
      await en.page.getByText('Already done').waitFor();
      expect(await en.page.getByRole('region', { name: 'Your magical path' }).textContent()).toContain(
        'Today',
      );
      await expectNoAxeViolations(en.page);
    } finally {
      await en.close();
    }
  });
});
