import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  failedRequest,
  launchBrowser,
  openPage,
  PHONE,
  type OpenPage,
} from './support/browser.ts';
import {
  afterQueuedTasks,
  expectNoToastAfterItsDelay,
  localQueue,
  progressOf,
  stopClock,
  TIME_ZONE,
  tipAsked,
  todayHere,
  toast,
  url,
} from './support/daily-tip.ts';

// The floating daily-tip toast as a visitor (docs/product-rules.md, Daily tip): it appears once idle,
// commits
// when held for 2.5 s with a mouse or the keyboard, resets when let go early, and keeps a
// visitor's commitment in the browser.

describe('daily tip toast', () => {
  let browser: Browser;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
    await browser?.close();
  });

  async function visit(path = '/', options: BrowserContextOptions = {}) {
    const open = await openPage(browser, { timezoneId: TIME_ZONE, ...options });
    opened.push(open);
    // Time flows as usual; a journey that checks the toast stays away moves the page's clock past
    // its delay rather than waiting for it.
    await open.page.clock.install();
    await open.page.goto(url(path));
    await toast(open.page).waitFor({ timeout: 15_000 });
    return open;
  }

  test('appears once the page is idle with the tip, its type and intention, axe clean', async () => {
    const { page } = await visit('/');
    const tip = (await (
      await page.request.get(url(`/api/v1/daily-tip?lang=es&date=${todayHere()}`))
    ).json()) as {
      data: { content: string };
    };
    const box = toast(page);
    expect(await box.getByRole('heading', { name: 'Consejo del día' }).isVisible()).toBe(true);
    expect(await box.textContent()).toContain(tip.data.content);
    expect(await box.getByText('Tipo:').count()).toBe(1);
    expect(await box.getByText('Intención:').count()).toBe(1);
    expect(await progressOf(page)).toBe(0);
    // On the right: its right edge is near the window's.
    const rect = await box.boundingBox();
    expect(rect && rect.x + rect.width).toBeGreaterThan(DESKTOP.width - 40);
    await expectNoAxeViolations(page);
  });

  test('holding with the mouse commits after 2.5 s, celebrates, then closes; the visitor’s commitment stays in the browser', async () => {
    const { page } = await visit('/about');
    const button = toast(page).getByRole('button', { name: 'Mantén pulsado para comprometerte' });
    await button.hover();
    await stopClock(page);
    await page.mouse.down();
    // 2 points every 50 ms: not yet done 50 ms before 2.5 s, done at 2.5 s.
    await page.clock.runFor(2450);
    await expect.poll(() => progressOf(page)).toBe(98);
    expect(await localQueue(page)).toEqual([]);
    await page.clock.runFor(50);
    await expect.poll(() => progressOf(page)).toBe(100);
    await page.mouse.up();
    await toast(page).getByText('¡Compromiso hecho! ✨').first().waitFor();
    await page
      .getByText('Guardado en este navegador. Inicia sesión o regístrate para sumarlo a tu cuenta.')
      .waitFor();
    // Closes 2 s after completion, then plays its 0.4 s exit.
    await page.clock.runFor(2000);
    await afterQueuedTasks(page);
    expect(await toast(page).count()).toBe(1);
    await page.clock.resume();
    await toast(page).waitFor({ state: 'detached' });
    expect(await localQueue(page)).toEqual([expect.objectContaining({ date: todayHere(), owner: null })]);
    // Done for today: it does not come back on the next page.
    const asked = tipAsked(page);
    await page.goto(url('/'));
    await expectNoToastAfterItsDelay(page, asked);
  });

  test('holding Space commits from the keyboard, and progress is announced', async () => {
    const { page } = await visit('/');
    const button = toast(page).getByRole('button', { name: 'Mantén pulsado para comprometerte' });
    await button.focus();
    await stopClock(page);
    await page.keyboard.down('Space');
    await page.clock.runFor(1250);
    await expect.poll(() => toast(page).locator('p[role="status"]').textContent()).toBe('50 %');
    await page.clock.runFor(1250);
    await expect.poll(() => progressOf(page)).toBe(100);
    await page.keyboard.up('Space');
    expect(await toast(page).locator('p[role="status"]').textContent()).toBe('¡Compromiso hecho! ✨');
    expect(await localQueue(page)).toHaveLength(1);
  });

  test('holding Enter works too, and letting go early resets to 0 without committing', async () => {
    const { page } = await visit('/');
    const button = toast(page).getByRole('button', { name: 'Mantén pulsado para comprometerte' });
    await button.focus();
    await stopClock(page);
    await page.keyboard.down('Enter');
    await page.clock.runFor(750);
    await expect.poll(() => progressOf(page)).toBe(30);
    await page.keyboard.up('Enter');
    expect(await progressOf(page)).toBe(0);
    expect(await toast(page).locator('p[role="status"]').textContent()).toMatch(/cancelado/);

    // With the mouse: release early, and leaving the button, both reset.
    await button.hover();
    await page.mouse.down();
    await page.clock.runFor(500);
    await expect.poll(() => progressOf(page)).toBe(20);
    await page.mouse.up();
    expect(await progressOf(page)).toBe(0);
    await button.hover();
    await page.mouse.down();
    await page.clock.runFor(500);
    await expect.poll(() => progressOf(page)).toBe(20);
    await page.mouse.move(10, 10);
    expect(await progressOf(page)).toBe(0);
    await page.mouse.up();
    // Longer than a whole hold: nothing goes on filling or commits.
    await page.clock.runFor(3000);
    await afterQueuedTasks(page);
    expect(await progressOf(page)).toBe(0);
    expect(await localQueue(page)).toEqual([]);
  });

  test('the close button dismisses it for this visit, with a 0.4 s exit', async () => {
    const { page } = await visit('/');
    await toast(page).getByRole('button', { name: 'Cerrar el consejo del día' }).click();
    expect(await toast(page).count()).toBe(1); // still leaving
    await toast(page).waitFor({ state: 'detached', timeout: 1000 });
    const asked = tipAsked(page);
    await page.goto(url('/about'));
    await expectNoToastAfterItsDelay(page, asked);
  });

  test('works on a phone with touch, without animations under reduced motion, in English', async () => {
    const { page } = await visit('/', {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
      locale: 'en-US',
    });
    const box = toast(page);
    expect(await box.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const button = box.getByRole('button', { name: 'Press and hold to commit' });
    const rect = await button.boundingBox();
    if (!rect) throw new Error('no button');
    const cdp = await page.context().newCDPSession(page);
    const point = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    await stopClock(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.clock.runFor(2500);
    await expect.poll(() => progressOf(page)).toBe(100);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.getByText('Commitment made! ✨').first().waitFor();
    await page.getByText('Saved in this browser. Sign in or sign up to add it to your account.').waitFor();
    expect(await box.locator('.animate-\\[burst_1200ms_ease-out_forwards\\]').count()).toBe(0);
    // Closes 2 s after completion, with no exit under reduced motion.
    await page.clock.runFor(2000);
    await page.clock.resume();
    await box.waitFor({ state: 'detached' });
    expect(await localQueue(page)).toHaveLength(1);
  });

  test('is not shown when there is no tip', async () => {
    const open = await openPage(browser, {
      timezoneId: TIME_ZONE,
      expectedErrors: [failedRequest(404, '/api/v1/daily-tip')],
    });
    opened.push(open);
    await open.page.clock.install();
    await open.page.route('**/api/v1/daily-tip?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":{"code":"no_tips_found"}}',
      }),
    );
    // The toast asks for the tip once the page is idle; it has its answer and its delay passes.
    const asked = tipAsked(open.page);
    await open.page.goto(url('/'));
    await expectNoToastAfterItsDelay(open.page, asked);
  });
});
