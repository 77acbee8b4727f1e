import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { failedOffline, failedRequest, launchBrowser, openPage, type OpenPage } from './support/browser.ts';
import {
  afterQueuedTasks,
  localQueue,
  progressOf,
  serverCommitments,
  signUpInPage,
  stopClock,
  TIME_ZONE,
  todayHere,
  toast,
  toastCodeLoaded,
  url,
} from './support/daily-tip.ts';

// Nothing lost, nothing doubled (docs/product-rules.md, Daily tip; ADR 0005): a visitor's commitment joins
// the account
// they create, and one made offline reaches the server once when the connection returns.

const isCommitPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/me/commitments';

describe('daily tip commitments kept in the browser', () => {
  let browser: Browser;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
    await browser?.close();
  });

  test('a visitor commits from the toast, then signs up: the commitment joins the account once', async () => {
    const open = await openPage(browser, { timezoneId: TIME_ZONE });
    opened.push(open);
    const { page } = open;
    const posts: number[] = [];
    page.on('response', (response) => {
      if (isCommitPost(response.request())) posts.push(response.status());
    });
    // Counted as they leave the page: one the page starts is seen before the page answers anything else.
    let requested = 0;
    page.on('request', (request) => {
      if (isCommitPost(request)) requested += 1;
    });
    // The hold runs on the page's clock, which the journey moves through its 2.5 s.
    await page.clock.install();
    await page.goto(url('/'));
    await toast(page).waitFor({ timeout: 15_000 });
    await toast(page).getByRole('button', { name: 'Mantén pulsado para comprometerte' }).hover();
    await stopClock(page);
    await page.mouse.down();
    await page.clock.runFor(2500);
    await expect.poll(() => progressOf(page)).toBe(100);
    await page.mouse.up();
    await page.clock.resume();
    expect(await localQueue(page)).toEqual([expect.objectContaining({ date: todayHere(), owner: null })]);
    expect(posts).toEqual([]);

    await signUpInPage(page, 'dt-merge');
    await expect.poll(() => localQueue(page), { timeout: 10_000 }).toEqual([]);
    const commitments = await serverCommitments(page);
    expect(commitments.map((c) => c.date)).toEqual([todayHere()]);
    expect(posts).toEqual([201]);

    // The account shows it as done, with its place on the path and the streak started.
    await page.goto(url('/daily-tip'));
    await page.getByText('Ya realizado').waitFor();
    const path = page.getByRole('region', { name: 'Tu camino mágico' });
    expect(await path.getByText('Hoy', { exact: true }).isVisible()).toBe(true);
    expect(await path.getByText('Racha iniciada').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Marcar como realizado' }).count()).toBe(0);
    // Reloading sends nothing again, once the commitment sync (which comes with the toast's code)
    // has started.
    const sync = toastCodeLoaded(page);
    await page.reload();
    await page.getByText('Ya realizado').waitFor();
    await sync;
    await afterQueuedTasks(page);
    expect(posts).toEqual([201]);
    expect(requested).toBe(1);
  });

  test('offline, a commitment shows as done at once, waits, then syncs once when the connection returns', async () => {
    const open = await openPage(browser, {
      timezoneId: TIME_ZONE,
      // Offline, the page's requests fail: its answers and the code it loads once idle.
      expectedErrors: [failedOffline('/api/'), failedOffline('/assets/')],
    });
    opened.push(open);
    const { page } = open;
    await signUpInPage(page, 'dt-offline');
    // Time flows as usual; the journey moves the page's clock where it would otherwise wait.
    await page.clock.install();
    let requested = 0;
    page.on('request', (request) => {
      if (isCommitPost(request)) requested += 1;
    });
    const posts: number[] = [];
    page.on('response', (response) => {
      if (isCommitPost(response.request())) posts.push(response.status());
    });
    page.on('requestfailed', (request) => {
      if (isCommitPost(request)) posts.push(0);
    });
    await page.goto(url('/daily-tip'));
    const markDone = page.getByRole('button', { name: 'Marcar como realizado' });
    await markDone.waitFor();
    // The server's page shows the button at once; it works (is enabled) once the app has loaded.
    await expect.poll(() => markDone.isEnabled()).toBe(true);

    await page.context().setOffline(true);
    await markDone.click();
    await page.getByText('Ya realizado').waitFor();
    expect(await page.getByText('Pendiente de sincronizar').first().isVisible()).toBe(true);
    await page.getByText('Guardado en este dispositivo: lo sincronizaremos en cuanto sea posible.').waitFor();
    expect(await localQueue(page)).toEqual([expect.objectContaining({ date: todayHere() })]);
    expect(await serverCommitments(page)).toEqual([]);
    // A while offline: the retries the back-off brings fail, and the commitment stays queued.
    await page.clock.runFor(1500);
    await afterQueuedTasks(page);
    expect(await localQueue(page)).toEqual([expect.objectContaining({ date: todayHere() })]);

    await page.context().setOffline(false);
    await page.getByText('Sincronizado', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await localQueue(page)).toEqual([]);
    expect((await serverCommitments(page)).map((c) => c.date)).toEqual([todayHere()]);
    expect(posts.filter((s) => s !== 0)).toEqual([201]);
    // Past the longest back-off, nothing more is sent.
    const sent = requested;
    await page.clock.runFor(30_000);
    await afterQueuedTasks(page);
    expect(requested).toBe(sent);
    expect(posts.filter((s) => s !== 0)).toEqual([201]);
  });

  test('a server failure keeps the commitment and retries with back-off until it is taken', async () => {
    // The server is made to answer 503 below.
    const open = await openPage(browser, {
      timezoneId: TIME_ZONE,
      expectedErrors: [failedRequest(503, '/api/')],
    });
    opened.push(open);
    const { page } = open;
    await signUpInPage(page, 'dt-retry');
    let failures = 3;
    const attempts: number[] = [];
    const sync = toastCodeLoaded(page);
    await page.goto(url('/daily-tip'));
    const markDone = page.getByRole('button', { name: 'Marcar como realizado' });
    await expect.poll(() => markDone.isEnabled()).toBe(true);
    // What loads once the page is quiet (the overlay that starts every page's commitment sync)
    // has loaded, so nothing but the back-off decides when the next attempt goes.
    await sync;
    await page.waitForLoadState('networkidle');
    await afterQueuedTasks(page);
    // The server is down for every request until it has refused three commitments and the fourth
    // has left: any other answer from it would count as "back" and send the queue at once instead
    // of after the back-off.
    await page.route('**/api/**', async (route) => {
      const commit = route.request().method() === 'POST' && route.request().url().includes('/me/commitments');
      if (commit) attempts.push(Date.now());
      if (failures > 0 || (!commit && attempts.length < 4)) {
        if (commit) failures -= 1;
        return route.fulfill({ status: 503, body: '' });
      }
      return route.continue();
    });
    await markDone.click();
    await page.getByText('Pendiente de sincronizar').first().waitFor();
    await page.getByText('Sincronizado', { exact: true }).waitFor({ timeout: 10_000 });
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((t, i) => t - (attempts[i] ?? t));
    // 200, 400 and 800 ms apart (give or take the time a request takes).
    expect(gaps[0]).toBeGreaterThanOrEqual(180);
    expect(gaps[1]).toBeGreaterThanOrEqual(380);
    expect(gaps[2]).toBeGreaterThanOrEqual(780);
    expect((await serverCommitments(page)).map((c) => c.date)).toEqual([todayHere()]);
  });
});
