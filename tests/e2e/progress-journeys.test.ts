import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiData } from '../../src/shared/api/envelope.ts';
import type { UserProgress } from '../../src/shared/api/progress.ts';
import {
  baseUrl,
  DESKTOP,
  expectNoAxeViolations,
  failedRequest,
  launchBrowser,
  openPage,
  PHONE,
  type OpenPage,
} from './support/browser.ts';
import { afterQueuedTasks } from './support/daily-tip.ts';
import { signUpAndConfirm } from './support/signed-in.ts';

// One signed-in person walks through the progress features, in order (account sign-ups are rate
// limited per address, so the journeys share one account).
const url = (p: string) => new URL(p, baseUrl()).toString();
/** expect.poll with room for a busy machine. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Axe, once entrance animations (toasts fading in) have finished: it measures colours as shown. */
async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await expectNoAxeViolations(page);
}

async function progressOf(page: Page): Promise<UserProgress> {
  const res = await page.request.get(url('/api/v1/me/progress?lang=es'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as ApiData<UserProgress>).data;
}

async function ritualTitle(page: Page, id: number): Promise<string> {
  const res = await page.request.get(url(`/api/v1/rituals/${id}?lang=es`));
  return ((await res.json()) as ApiData<{ title: string }>).data.title;
}

describe('progress journeys', () => {
  let browser: Browser;
  let open: OpenPage;
  let page: Page;
  let email: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    open = await openPage(browser, {
      acceptDownloads: true,
      timezoneId: 'Europe/Madrid',
      // The unknown ritual is answered 404.
      expectedErrors: [failedRequest(404, '/ritual/99999'), failedRequest(404, '/api/v1/rituals/99999')],
    });
    page = open.page;
    ({ email } = await signUpAndConfirm(page, 'progress'));
  });
  afterAll(async () => {
    await open?.close();
    await browser?.close();
  });

  test('an unknown ritual gets a friendly not-found page', async () => {
    await page.goto(url('/ritual/99999'));
    await page.getByRole('heading', { level: 1, name: 'No encontramos este ritual' }).waitFor();
    await page.getByRole('link', { name: 'Volver al catálogo' }).waitFor();
    await expectAccessible(page);
  });

  test('a new user is invited to take a first step on /progress', async () => {
    await page.goto(url('/progress'));
    await page.getByRole('heading', { name: 'Tu camino empieza aquí' }).waitFor();
    expect(await page.getByTestId('streak-status').textContent()).toBe('Sin racha activa');
    await expectAccessible(page);
  });

  test('the ritual detail shows every part, a guided mode, and completes once with its points', async () => {
    const title = await ritualTitle(page, 1);
    await page.goto(url('/ritual/1'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const heading of ['Pasos', 'Origen', 'Qué necesitas', 'Beneficios', 'Rituales relacionados']) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBeGreaterThan(0);
    }
    const steps = await page.locator('ol > li').count();
    expect(steps).toBeGreaterThan(1);
    await expectAccessible(page);

    // Guided mode: one step at a time.
    await page.getByRole('button', { name: 'Seguir paso a paso' }).click();
    await page.getByText(`Paso 1 de ${steps}`).first().waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(`Paso 2 de ${steps}`).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ver todos los pasos' }).first().click();

    await page.getByRole('button', { name: 'Marcar como completado' }).click();
    await page.getByText(/¡Ritual completado! \+\d+ puntos/).waitFor();
    await page
      .getByText(/^Completado el /)
      .first()
      .waitFor();
    // The unlock is celebrated…
    const toast = page.getByRole('status').filter({ hasText: '¡Logro desbloqueado!' });
    await toast.getByText('Tu primer ritual').waitFor();
    await expectAccessible(page);

    // …once: after a reload it is not shown again, and the ritual says when it was completed.
    // The celebrations load once the page is idle and then ask for what is unseen.
    const askedUnseen = page.waitForResponse('**/api/v1/me/achievements/unseen*', { timeout: 15_000 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByText(/^Completado el /)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Marcar como completado' }).count()).toBe(0);
    // Nothing is left unseen, and once the page has taken that answer in, nothing is celebrated.
    expect(((await (await askedUnseen).json()) as ApiData<unknown[]>).data).toEqual([]);
    await afterQueuedTasks(page);
    expect(await page.getByText('¡Logro desbloqueado!').count()).toBe(0);
  });

  test('progress shows the points, the level and the unlocked achievement', async () => {
    const p = await progressOf(page);
    expect(p.total_rituals_completed).toBe(1);
    await page.goto(url('/progress'));
    await page.getByRole('heading', { name: `Nivel ${p.level}`, exact: true }).waitFor();
    expect(await page.getByTestId('total-points').textContent()).toBe(String(p.total_points));
    const card = page.locator('article').filter({ hasText: 'Tu primer ritual' }).first();
    await card.getByText(/^Desbloqueado el /).waitFor();
    expect(await page.getByRole('heading', { name: 'Desbloqueados en las últimas 24 horas' }).count()).toBe(
      1,
    );
    // Locked ones show their progress and hint.
    const locked = page.locator('article').filter({ hasText: 'Práctica en marcha' }).first();
    expect(await locked.getByRole('progressbar').getAttribute('value')).toBe('1');
    expect(await locked.getByText(/^Pista: /).count()).toBe(1);
    // The practice calendar is one tab stop, walked with the arrow keys.
    const today = page.getByRole('grid').locator('td[tabindex="0"]');
    expect(await today.getAttribute('aria-label')).toMatch(/1 práctica$/);
    await today.focus();
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /sin prácticas$/,
    );
    await expectAccessible(page);
  });

  test('a favourite can be set on the detail page, is marked on its card and filters the home page', async () => {
    const title = await ritualTitle(page, 2);
    await page.goto(url('/ritual/2'));
    const add = page.getByRole('button', { name: 'Añadir a favoritos' });
    await add.click();
    const remove = page.getByRole('button', { name: 'Quitar de favoritos' });
    await remove.waitFor();
    expect(await remove.getAttribute('aria-pressed')).toBe('true');

    await page.goto(url('/'));
    const toggle = page.getByRole('button', { name: 'Mis favoritos' });
    await toggle.click();
    await page.waitForURL(/favorites=1/);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await poll(() => page.locator('main ul li h3').allTextContents()).toEqual([title]);
    expect(
      await page.locator('main ul li').filter({ hasText: title }).getByText('En favoritos').count(),
    ).toBe(1);
    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await poll(() => page.locator('main ul li h3').allTextContents()).toEqual([title]);
    await page.getByRole('button', { name: 'Quitar filtro: Favoritos' }).click();
    await poll(() => page.locator('main ul li h3').count()).toBeGreaterThan(10);
    // The completed ritual carries its mark.
    const first = await ritualTitle(page, 1);
    expect(await page.locator('main ul li').filter({ hasText: first }).getByText('Completado').count()).toBe(
      1,
    );
  });

  test('the profile stores the time zone, lists sign-in methods and downloads the data', async () => {
    await page.goto(url('/profile'));
    const select = page.getByLabel('Tu zona horaria');
    // Further down the page: its section hydrates when it is scrolled to.
    await select.scrollIntoViewIfNeeded();
    expect(await select.inputValue()).toBe('Europe/Madrid');
    await select.selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Guardar zona horaria' }).click();
    await page.getByText('Zona horaria guardada.').waitFor();
    expect((await progressOf(page)).time_zone).toBe('Asia/Tokyo');
    await page.reload();
    await poll(() => page.getByLabel('Tu zona horaria').inputValue()).toBe('Asia/Tokyo');

    const linked = page.getByRole('region', { name: 'Cuentas vinculadas' });
    await linked.scrollIntoViewIfNeeded();
    await linked.getByText('Con contraseña').waitFor();
    expect(await linked.getByText('Con contraseña').count()).toBe(1);
    expect(await linked.getByText('No vinculada').count()).toBe(2);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ritualia-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      profile: { email: string };
      preferences: { time_zone: string };
      completed_rituals: { ritual_id: number }[];
      favorites: { ritual_id: number }[];
    };
    expect(data.profile.email).toBe(email);
    expect(data.preferences.time_zone).toBe('Asia/Tokyo');
    expect(data.completed_rituals.map((c) => c.ritual_id)).toEqual([1]);
    expect(data.favorites.map((f) => f.ritual_id)).toEqual([2]);
  });

  // PROGRESS_SCREENSHOTS=/some/dir: the signed-in pages at phone and desktop widths, both themes.
  test.runIf(Boolean(process.env.PROGRESS_SCREENSHOTS))('screenshots', async () => {
    const dir = process.env.PROGRESS_SCREENSHOTS ?? '';
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme);
        for (const p of ['/ritual/1', '/progress', '/profile', '/?favorites=1']) {
          await page.goto(url(p), { waitUntil: 'networkidle' });
          const base = `${p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${name}-${scheme}`;
          // In slices of a screen and a half, legible when opened one by one.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const slice = Math.round(viewport.height * 1.5);
          for (let y = 0, n = 1; y < height; y += slice, n += 1) {
            await page.screenshot({
              path: path.join(dir, `${base}-${n}.png`),
              fullPage: true,
              clip: { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) },
            });
          }
        }
      }
    }
  });
});
