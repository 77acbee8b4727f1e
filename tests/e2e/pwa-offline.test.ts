import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  failedOffline,
  failedRequest,
  launchBrowser,
  launchProfile,
  openPage,
  PHONE,
  type OpenPage,
} from './support/browser.ts';
import {
  afterQueuedTasks,
  localQueue,
  serverCommitments,
  signUpInPage,
  storedOutbox,
  TIME_ZONE,
  todayHere,
  url,
} from './support/daily-tip.ts';

// The installed app (ADR 0013): Chromium finds it installable, it opens without a network with
// the shell, the catalogue, the daily tip and a notice, actions taken offline reach the server
// once when the network returns, and a new version is offered, never swapped in silently.

const RITUAL_ID = 1;

/**
 * Waits until the service worker answers this page's requests. The app registers it once the page
 * is idle, and 20 s after start at the latest, so on a busy machine it can take that long.
 */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 40_000,
  });
}

function offlineNotice(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Sin conexión' });
}

const isPost = (request: Request, pathname: string) =>
  request.method() !== 'GET' && new URL(request.url()).pathname === pathname;

describe('installable and offline', { timeout: 120_000 }, () => {
  let browser: Browser;
  const opened: OpenPage[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
    for (const close of closers) await close();
    await browser?.close();
  });

  async function open(expectedErrors: RegExp[] = []): Promise<Page> {
    const o = await openPage(browser, { timezoneId: TIME_ZONE, serviceWorkers: 'allow', expectedErrors });
    opened.push(o);
    return o.page;
  }

  test('Chromium reports the app installable, with no manifest errors, in the reader language', async () => {
    // Chromium never offers to install from a private window: this one has a profile.
    const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-profile-'));
    const profile = await launchProfile(dir);
    closers.push(async () => {
      await profile.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const page = await profile.newPage();
    await page.goto(url('/'));
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(new URL(manifest.url).pathname).toBe('/manifest.es.webmanifest');
    const data = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      lang: string;
      shortcuts: { url: string }[];
    };
    expect(data.lang).toBe('es');
    expect(data.name).toContain('Ritualia');
    expect(data.shortcuts.map((s) => s.url)).toEqual(['/daily-tip', '/progress']);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installability.installabilityErrors).toEqual([]);

    const english = (await (await fetch(url('/manifest.en.webmanifest'))).json()) as { name: string };
    expect(english.name).toBe('Ritualia: rituals and a tip for every day');
  });

  test('reloaded without a network: home, the daily tip and a polite notice; actions sync once after', async () => {
    // Offline, what the worker does not keep fails to load.
    const page = await open([failedOffline('/')]);
    await signUpInPage(page, 'pwa-offline');
    await page.goto(url('/'));
    await controlled(page);
    // Online once under the worker, so it keeps the answers the pages use.
    await page.goto(url(`/ritual/${RITUAL_ID}`));
    await page.getByRole('button', { name: 'Marcar como completado' }).waitFor();
    await page.goto(url('/daily-tip'));
    await page.getByRole('button', { name: 'Marcar como realizado' }).waitFor();
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    const sends: string[] = [];
    // Sends of the three actions only: marking a celebration seen (the completion unlocks one) is
    // a POST of its own, made whenever the toast shows.
    let posted = 0;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET' && /^\/api\/v1\/me\/(completions|commitments|favorites)/.test(pathname))
        posted += 1;
    });
    page.on('response', (response) => {
      const request = response.request();
      for (const p of [
        '/api/v1/me/completions',
        '/api/v1/me/commitments',
        `/api/v1/me/favorites/${RITUAL_ID}`,
      ])
        if (isPost(request, p)) sends.push(`${p} ${response.status()}`);
    });

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offlineNotice(page).waitFor();
    await expectNoAxeViolations(page);
    await page.locator('a[href^="/ritual/"]').first().waitFor();

    await page.goto(url('/daily-tip'));
    const markDone = page.getByRole('button', { name: 'Marcar como realizado' });
    await markDone.waitFor({ timeout: 15_000 });
    await offlineNotice(page).waitFor();
    await markDone.click();
    await page.getByText('Ya realizado').waitFor();

    await page.goto(url(`/ritual/${RITUAL_ID}`));
    await page.getByRole('button', { name: 'Marcar como completado' }).click();
    await page
      .getByText('Guardado en este dispositivo: se enviará cuando vuelva la conexión.')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Añadir a favoritos' }).click();
    await page.getByRole('button', { name: 'Quitar de favoritos', pressed: true }).waitFor();
    await offlineNotice(page).getByText('3 acciones pendientes de enviar.').waitFor();
    expect(sends).toEqual([]);

    // The completion counts when it was made, not when it reaches the server.
    const backOnline = Date.now();
    await page.context().setOffline(false);
    await expect.poll(() => localQueue(page), { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => storedOutbox(page), { timeout: 15_000 }).toEqual([]);
    await offlineNotice(page).waitFor({ state: 'detached' });
    expect((await serverCommitments(page)).map((c) => c.date)).toEqual([todayHere()]);
    const completions = (await (await page.request.get(url('/api/v1/me/completions'))).json()) as {
      data: { ritual_id: number; completed_at: string }[];
    };
    expect(completions.data.map((c) => c.ritual_id)).toEqual([RITUAL_ID]);
    expect(Date.parse(completions.data[0]!.completed_at)).toBeLessThan(backOnline);
    const favorites = await (await page.request.get(url('/api/v1/me/favorites'))).json();
    expect((favorites as { data: { ritual_id: number }[] }).data.map((f) => f.ritual_id)).toEqual([
      RITUAL_ID,
    ]);
    // Sent once each; focus and reconnect events after that send nothing again.
    const postedBefore = posted;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // A send the focus started would have left the page by the time it has handled what followed.
    await afterQueuedTasks(page);
    expect(posted).toBe(postedBefore);
    // Sent by the page or by the service worker's Background Sync (whose requests Playwright does
    // not report), never both at once: what the page sent, it sent once each, and the server holds
    // each action once (checked above). A commitment may be answered 200 ("already stored") when a
    // send whose answer the page did not see reached the server first.
    const seen = sends.map((send) => send.replace(/^(\/api\/v1\/me\/commitments) 20[01]$/, '$1 stored'));
    expect(new Set(seen).size).toBe(seen.length);
    for (const send of seen)
      expect([
        '/api/v1/me/commitments stored',
        '/api/v1/me/completions 201',
        `/api/v1/me/favorites/${RITUAL_ID} 200`,
      ]).toContain(send);
  }, 120_000);

  test('while the server answers 503 a completion is kept, the notice says so, and it is sent once when the server is back', async () => {
    const o = await openPage(browser, {
      timezoneId: TIME_ZONE,
      expectedErrors: [failedRequest(503, '/api/v1/me/completions')],
    });
    opened.push(o);
    const { page } = o;
    await signUpInPage(page, 'pwa-503');
    let failing = true;
    const answers: number[] = [];
    await page.route('**/api/v1/me/completions?*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      if (failing) {
        answers.push(503);
        return route.fulfill({
          status: 503,
          headers: { 'Retry-After': '1' },
          json: { error: { code: 'service_unavailable', message: 'Servicio no disponible' } },
        });
      }
      const response = await route.fetch();
      answers.push(response.status());
      return route.fulfill({ response });
    });
    await page.goto(url(`/ritual/${RITUAL_ID}`));
    await page.getByRole('button', { name: 'Marcar como completado' }).click();
    await page
      .getByText('Guardado en este dispositivo: se enviará cuando vuelva la conexión.')
      .first()
      .waitFor();
    await page.getByRole('status').filter({ hasText: 'No podemos contactar con el servidor.' }).waitFor();

    failing = false;
    await expect.poll(() => storedOutbox(page), { timeout: 40_000 }).toEqual([]);
    const completions = await (await page.request.get(url('/api/v1/me/completions'))).json();
    expect((completions as { data: { ritual_id: number }[] }).data.map((c) => c.ritual_id)).toEqual([
      RITUAL_ID,
    ]);
    await page.getByRole('status').filter({ hasText: 'No podemos contactar' }).waitFor({ state: 'detached' });
    expect(answers.filter((s) => s !== 503)).toEqual([201]);
  }, 90_000);

  for (const colorScheme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const)
      test(`the offline notice has no accessibility violations (${colorScheme}, ${device})`, async () => {
        const o = await openPage(browser, {
          timezoneId: TIME_ZONE,
          serviceWorkers: 'allow',
          colorScheme,
          viewport,
          expectedErrors: [failedOffline('/')],
        });
        opened.push(o);
        const { page } = o;
        await page.goto(url('/'));
        await controlled(page);
        await page.reload();
        await page.locator('a[href^="/ritual/"]').first().waitFor();
        await page.context().setOffline(true);
        await page.reload();
        await offlineNotice(page).waitFor();
        await page.locator('a[href^="/ritual/"]').first().waitFor();
        await expectNoAxeViolations(page);
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/offline-${device}-${colorScheme}.png`,
          });
        // The reader can put it away.
        await offlineNotice(page).getByRole('button', { name: 'Ocultar el aviso' }).click();
        await offlineNotice(page).waitFor({ state: 'detached' });
      });

  test('a reminder pushed by the server is shown as a notification that leads to the daily tip', async () => {
    const page = await open();
    await page.context().grantPermissions(['notifications'], { origin: url('/') });
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await page.goto(url('/'));
    await controlled(page);
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const payload = { title: 'Consejo del día', body: 'Respira hondo', url: '/daily-tip', tag: 'reminder-x' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(url('/')).origin,
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const list = (await registration?.getNotifications()) ?? [];
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: '/daily-tip' } }]);
  });

  test('a new version waiting is offered with a Reload button, and reloading runs it', async () => {
    const page = await open();
    await page.goto(url('/'));
    await controlled(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // The server serves a copy of the build: a changed worker there is a new version deployed.
    const sw = path.join(inject('dataDir'), 'web', 'sw.js');
    const original = readFileSync(sw, 'utf8');
    try {
      writeFileSync(sw, `${original}\n// next version\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const prompt = page.getByRole('status').filter({ hasText: 'Hay una nueva versión de Ritualia.' });
      await prompt.waitFor({ timeout: 20_000 });
      const waitingBefore = await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      expect(waitingBefore).toBe(true);
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: 'Recargar' }).click(),
      ]);
      await controlled(page);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          url: navigator.serviceWorker.controller?.scriptURL,
        };
      });
      expect(after).toEqual({ waiting: false, url: first });
      expect(await prompt.count()).toBe(0);
    } finally {
      writeFileSync(sw, original);
    }
  });
});
