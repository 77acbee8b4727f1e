import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import enCatalogue from '../../src/web/locales/en/catalogue.json' with { type: 'json' };
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import esCommon from '../../src/web/locales/es/common.json' with { type: 'json' };
import frCatalogue from '../../src/web/locales/fr/catalogue.json' with { type: 'json' };
import ptCatalogue from '../../src/web/locales/pt/catalogue.json' with { type: 'json' };
import { launchBrowser, openPage, PHONE } from './support/browser.ts';
import {
  expectCards,
  expectPath,
  fetchRituals,
  firstPage,
  titles,
  url,
  type Lang,
} from './support/catalogue.ts';

const HEADING: Record<Lang, string> = {
  es: esCatalogue.heading,
  en: enCatalogue.heading,
  fr: frCatalogue.heading,
  pt: ptCatalogue.heading,
};

let browser: Browser;
const catalogue = {} as Record<Lang, string[]>;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const lang of ['es', 'en', 'fr', 'pt'] as const)
    catalogue[lang] = titles(firstPage(await fetchRituals(lang)));
  // The languages really differ, so a title check tells which one is on screen.
  expect(new Set([catalogue.es[0], catalogue.en[0], catalogue.fr[0], catalogue.pt[0]]).size).toBe(4);
});

afterAll(async () => {
  await browser?.close();
});

/** The language menu button; its name ends with the current language, in the current language. */
const languageButton = (page: Page) =>
  page.getByRole('button', { name: /(Idioma actual|Current language|Langue actuelle|Idioma atual)/ });

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function expectLanguage(page: Page, lang: Lang): Promise<void> {
  await expect.poll(() => htmlLang(page), { timeout: 10_000 }).toBe(lang);
  await page.getByRole('heading', { level: 1, name: HEADING[lang] }).waitFor();
  await expectCards(page, catalogue[lang]);
}

describe('language', () => {
  test('switching language reloads the catalogue in that language without reloading the page', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/'));
    await expectLanguage(page, 'es');
    await page.evaluate(() => Object.assign(window, { ritualiaSamePage: 'yes' }));

    for (const [lang, name] of [
      ['en', 'English'],
      ['fr', 'Français'],
      ['pt', 'Português'],
      ['es', 'Español'],
    ] as const) {
      await languageButton(page).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await menu.getByRole('menuitemradio', { name }).click();
      await menu.waitFor({ state: 'hidden' });
      await expectLanguage(page, lang);
      expect(await languageButton(page).textContent()).toContain(name);
      expect(await page.evaluate(() => (window as { ritualiaSamePage?: string }).ritualiaSamePage)).toBe(
        'yes',
      );
    }

    // The choice is remembered for the next visit.
    await languageButton(page).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expectLanguage(page, 'en');
    await page.reload();
    await expectLanguage(page, 'en');
    await close();
  });

  test.each([
    ['fr-FR', 'fr'],
    ['pt-BR', 'pt'],
    ['en-GB', 'en'],
    ['de-DE', 'es'],
  ] as const)('a first visit with browser locale %s opens in %s', async (locale, lang) => {
    const { page, close } = await openPage(browser, { locale });
    await page.goto(url('/'));
    await expectLanguage(page, lang);
    await close();
  });
});

describe('shell', () => {
  test('the header links lead to the main pages and mark the current one', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/'));
    const nav = page.getByRole('banner').getByRole('navigation', { name: esCommon.nav.label });
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    expect(await link(esCommon.nav.home).getAttribute('aria-current')).toBe('page');
    expect(await link(esCommon.nav.dailyTip).getAttribute('href')).toBe('/daily-tip');
    expect(await link(esCommon.nav.progress).getAttribute('href')).toBe('/progress');

    await link(esCommon.nav.about).click();
    await expectPath(page, '/about');
    await expect.poll(() => link(esCommon.nav.about).getAttribute('aria-current')).toBe('page');
    expect(await link(esCommon.nav.home).getAttribute('aria-current')).toBeNull();
    // After a move, focus starts at the main region.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await link(esCommon.nav.home).click();
    await expectPath(page, '/');
    await expectCards(page, catalogue.es);

    // A visitor has the sign-in and sign-up links.
    await page.getByRole('banner').getByRole('link', { name: esCommon.auth.signIn }).click();
    await expectPath(page, '/auth/login');
    await page.getByRole('banner').getByRole('link', { name: esCommon.auth.signUp }).click();
    await expectPath(page, '/auth/register');
    await close();
  });

  test('on a phone the menu button opens the navigation, one pop-up at a time, and Escape closes it', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(url('/'));
    await expectCards(page, catalogue.es);
    const menuButton = page.getByRole('button', { name: esCommon.header.openMenu });
    const mobileNav = page.getByRole('banner').getByRole('navigation', { name: esCommon.nav.label });
    // The desktop navigation is hidden on phones.
    expect(await mobileNav.count()).toBe(0);

    await languageButton(page).click();
    await page.getByRole('menu').waitFor();
    await menuButton.click();
    await mobileNav.waitFor();
    expect(await page.getByRole('menu').count()).toBe(0);

    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await menuButton.click();
    await mobileNav.getByRole('link', { name: esCommon.nav.about }).click();
    await expectPath(page, '/about');
    await mobileNav.waitFor({ state: 'hidden' });
    await close();
  });
});
