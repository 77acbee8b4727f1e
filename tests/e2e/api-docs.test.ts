import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';

// The API reference is a page of our own: it renders the published document, under a CSP that
// allows no inline script, and asks nothing of any other host.

describe('API reference', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders the document from our own server, with no CSP violation', async () => {
    const { page, close } = await openPage(browser);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseUrl())
        elsewhere.push(request.url());
    });
    const res = await page.goto(`${baseUrl()}/api/docs`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect
      .poll(
        () =>
          page.getByText('Search, filter and page the active rituals in one language').first().isVisible(),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    const sidebar = await page.locator('body').innerText();
    for (const tag of ['Catalogue', 'Daily tip', 'Progress', 'Account', 'Health'])
      expect(sidebar).toContain(tag);
    expect(elsewhere).toEqual([]);
    await close();
  });
});
