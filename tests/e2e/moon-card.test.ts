import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MoonResponse } from '../../src/shared/api/moon.ts';
import enMoon from '../../src/web/locales/en/moon.json' with { type: 'json' };
import esMoon from '../../src/web/locales/es/moon.json' with { type: 'json' };
import { expectAccessibleInBothThemes, launchBrowser, openPage } from './support/browser.ts';
import { expectPath, url } from './support/catalogue.ts';

// Tonight's moon on the home page, in the browser's time zone, in Spanish and English.

const TEXTS = { es: esMoon, en: enMoon };
// axe over the whole catalogue (dozens of cards), twice, takes a while on a busy machine.
const AXE_TIMEOUT = 120_000;

describe.each(['es', 'en'] as const)('moon card in %s', (lang) => {
  const m = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test(
    'shows tonight’s phase, illumination and next moons, and leads to the rituals that suit it',
    async () => {
      const { page, close } = await openPage(browser, {
        locale: lang === 'es' ? 'es-ES' : 'en-GB',
        timezoneId: 'America/Mexico_City',
      });
      await page.goto(url('/'));
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.reload();
      const card = page.getByTestId('moon-card');
      await card.getByRole('heading', { name: m.title }).waitFor();
      const res = await page.request.get(url('/api/v1/moon?tz=America/Mexico_City'));
      const tonight = ((await res.json()) as MoonResponse).data;
      const percent = Math.round(tonight.illumination * 100);
      await card.getByText(m.phases[tonight.phase], { exact: false }).waitFor();
      await card
        .getByText(m.illumination.replace('{{percent}}', String(percent)), { exact: false })
        .waitFor();
      await expectAccessibleInBothThemes(page);
      if (tonight.moment) {
        await card.getByRole('link', { name: new RegExp(`^${m.seeAll.split(' ')[0]}`) }).click();
        await expectPath(page, '/');
        expect(new URL(page.url()).searchParams.get('moment')).toBe(tonight.moment);
      }
      await close();
    },
    AXE_TIMEOUT,
  );
});
