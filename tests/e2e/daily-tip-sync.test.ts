import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, type OpenPage } from './support/browser.ts';
import {
  localQueue,
  progressOf,
  serverCommitments,
  signUpInPage,
  TIME_ZONE,
  todayHere,
  toast,
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
    await page.goto(url('/'));
    await toast(page).waitFor({ timeout: 15_000 });
    await toast(page).getByRole('button', { name: 'Mantén pulsado para comprometerte' }).hover();
    await page.mouse.down();
    await expect.poll(() => progressOf(page), { timeout: 5000, interval: 50 }).toBe(100);
    await page.mouse.up();
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
    // Reloading sends nothing again.
    await page.reload();
    await page.getByText('Ya realizado').waitFor();
    await page.waitForTimeout(1000);
    expect(posts).toEqual([201]);
  });

  test('offline, a commitment shows as done at once, waits, then syncs once when the connection returns', async () => {
    const open = await openPage(browser, { timezoneId: TIME_ZONE });
    opened.push(open);
    const { page } = open;
    await signUpInPage(page, 'dt-offline');
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
    await page.waitForTimeout(1500);

    await page.context().setOffline(false);
    await page.getByText('Sincronizado', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await localQueue(page)).toEqual([]);
    expect((await serverCommitments(page)).map((c) => c.date)).toEqual([todayHere()]);
    expect(posts.filter((s) => s !== 0)).toEqual([201]);
    await page.waitForTimeout(1000);
    expect(posts.filter((s) => s !== 0)).toEqual([201]);
  });

  test('a server failure keeps the commitment and retries with back-off until it is taken', async () => {
    const open = await openPage(browser, { timezoneId: TIME_ZONE });
    opened.push(open);
    const { page } = open;
    await signUpInPage(page, 'dt-retry');
    let failures = 3;
    const attempts: number[] = [];
    await page.goto(url('/daily-tip'));
    const markDone = page.getByRole('button', { name: 'Marcar como realizado' });
    await expect.poll(() => markDone.isEnabled()).toBe(true);
    // What loads once the page is quiet (the overlay that starts every page's commitment sync)
    // has loaded, so nothing but the back-off decides when the next attempt goes.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    // The server is down for every request until it has refused three commitments: any answer
    // from it would count as "back" and send the queue at once instead of after the back-off.
    await page.route('**/api/**', async (route) => {
      const commit = route.request().method() === 'POST' && route.request().url().includes('/me/commitments');
      if (commit) attempts.push(Date.now());
      if (failures > 0) {
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
