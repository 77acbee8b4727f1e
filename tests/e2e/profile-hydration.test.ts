import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser.ts';
import { afterQueuedTasks, signUpInPage, url } from './support/daily-tip.ts';

// The profile on a phone: the sections below the first screen stay the server's HTML until they
// are needed, so what they load waits too; scrolled to, they load and work.

const REMINDERS = '/api/v1/me/reminders';

/** The paths of the API requests the page makes from now on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

describe('the profile hydrates its lower sections when they are needed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('scrolled to, a lower section loads what it shows and its form works', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await signUpInPage(page, 'hydrate-scroll');
    const requests = apiRequests(page);
    await page.goto(url('/profile'));
    await page.waitForLoadState('networkidle');
    await afterQueuedTasks(page);
    const zone = page.getByLabel('Tu zona horaria');
    // Shown from the first paint, but not live yet; the reminders were not asked for.
    expect(await zone.isVisible()).toBe(true);
    expect(await zone.isDisabled()).toBe(true);
    expect(requests).not.toContain(REMINDERS);

    const reminders = page.getByRole('region', { name: 'Recordatorios' });
    await reminders.scrollIntoViewIfNeeded();
    await reminders.getByLabel('Hora').waitFor();
    expect(requests).toContain(REMINDERS);

    await zone.scrollIntoViewIfNeeded();
    await zone.selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Guardar zona horaria' }).click();
    await page.getByText('Zona horaria guardada.').waitFor();
    await close();
  });
});
