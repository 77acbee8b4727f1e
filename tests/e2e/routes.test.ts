import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esAbout from '../../src/web/locales/es/about.json' with { type: 'json' };
import esAuth from '../../src/web/locales/es/auth.json' with { type: 'json' };
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import esCommon from '../../src/web/locales/es/common.json' with { type: 'json' };
import esShop from '../../src/web/locales/es/shop.json' with { type: 'json' };
import { launchBrowser, openPage } from './support/browser.ts';
import { expectPath, url } from './support/catalogue.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A level-1 heading (this one when given) sits in <main>, between the header and the footer. */
async function expectInLayout(page: Page, heading?: string): Promise<void> {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await (
    heading === undefined
      ? h1
      : page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true })
  ).waitFor();
  expect(await h1.count()).toBe(1);
  await page.getByRole('banner').getByRole('link', { name: esCommon.header.homeLink }).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: esCommon.footer.allRituals }).waitFor();
  expect(await page.getByRole('banner').count()).toBe(1);
  expect(await page.getByRole('contentinfo').count()).toBe(1);
}

describe('routes', () => {
  test.each([
    ['/login', '/auth/login', esAuth.login.title],
    ['/register', '/auth/register', esAuth.register.title],
    ['/no/such/page', '/', esCatalogue.heading],
    ['/rituals', '/', esCatalogue.heading],
  ])('%s redirects to %s', async (from, to, heading) => {
    const { page, close } = await openPage(browser);
    await page.goto(url(from));
    await expectPath(page, to);
    await expectInLayout(page, heading);
    await close();
  });

  test('the redirect replaces the history entry', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/about'));
    await expectInLayout(page, esAbout.heading);
    await page.goto(url('/login'));
    await expectPath(page, '/auth/login');
    await page.goBack();
    await expectPath(page, '/about');
    await close();
  });

  test.each([
    ['/shop', esShop.heading],
    ['/about', esAbout.heading],
    ['/', esCatalogue.heading],
  ])('%s renders inside the layout', async (path, heading) => {
    const { page, close } = await openPage(browser);
    await page.goto(url(path));
    await expectPath(page, path);
    await expectInLayout(page, heading);
    await close();
  });

  // Signed-in pages: a visitor sees them, or (once guarded) the sign-in page that returns there.
  test.each(['/daily-tip', '/progress', '/profile', '/ritual/1'])(
    '%s renders inside the layout for a visitor',
    async (path) => {
      const { page, close } = await openPage(browser);
      await page.goto(url(path));
      await expectInLayout(page);
      const { pathname, searchParams } = new URL(page.url());
      if (pathname === '/auth/login') expect(searchParams.get('returnUrl')).toBe(path);
      else expect(pathname).toBe(path);
      await close();
    },
  );
});
