import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import gratitudeWeek from '../../content/journeys/gratitude-week.json' with { type: 'json' };
import startHere from '../../content/journeys/start-here.json' with { type: 'json' };
import esAuth from '../../src/web/locales/es/auth.json' with { type: 'json' };
import esJourneys from '../../src/web/locales/es/journeys.json' with { type: 'json' };
import esRitual from '../../src/web/locales/es/ritual.json' with { type: 'json' };
import ptAuth from '../../src/web/locales/pt/auth.json' with { type: 'json' };
import ptJourneys from '../../src/web/locales/pt/journeys.json' with { type: 'json' };
import ptRitual from '../../src/web/locales/pt/ritual.json' with { type: 'json' };
import { createConfirmedAccount, emailField } from './support/accounts.ts';
import { expectAccessibleInBothThemes, launchBrowser, openPage } from './support/browser.ts';
import { url } from './support/daily-tip.ts';

// A visitor finds a journey, is asked to sign in, comes back to it signed in, joins, and does day 1:
// in Spanish through its ritual (the ritual's own "complete"), in Portuguese a written practice
// marked done. Both pages pass axe in both themes.

const CASES = [
  { lang: 'es', journey: startHere, auth: esAuth, j: esJourneys, ritual: esRitual, dayOne: 'ritual' },
  { lang: 'pt', journey: gratitudeWeek, auth: ptAuth, j: ptJourneys, ritual: ptRitual, dayOne: 'practice' },
] as const;

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), text);

describe.each(CASES)('journeys in $lang', ({ lang, journey, auth, j, ritual, dayOne }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('a visitor opens a journey, signs in, comes back, joins and does day 1', async () => {
    const { page, close } = await openPage(browser);
    const title = journey.translations[lang].title;
    const path = `/journeys/${journey.slug}`;
    try {
      await page.goto(url(`/journeys?lang=${lang}`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(j.heading);
      await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
      await expectAccessibleInBothThemes(page);

      await page.getByRole('link', { name: title }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await expectAccessibleInBothThemes(page);

      // Asked to sign in, and brought back here afterwards.
      await page.getByRole('link', { name: j.visitor.signIn }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
      const account = await createConfirmedAccount(`journey-${lang}`, 'Luna', lang);
      await emailField(page, auth.fields.email).fill(account.email);
      await page.getByLabel(auth.fields.password, { exact: true }).fill(account.password);
      await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(path);

      await page.getByRole('button', { name: j.join }).click();
      const status = page.getByTestId('journey-status');
      await expect.poll(() => status.textContent()).toBe(fill(j.status.due, { day: 1 }));
      const dayOneCard = page.getByTestId('journey-day-1');

      if (dayOne === 'ritual') {
        await dayOneCard.getByRole('link').click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/ritual\/\d+$/);
        await page.getByRole('button', { name: ritual.complete.action }).click();
        await page.getByRole('button', { name: ritual.complete.action }).waitFor({ state: 'detached' });
        await page.goBack();
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      } else {
        await dayOneCard.getByRole('button', { name: j.markDone }).click();
      }
      await expect.poll(() => dayOneCard.getByText(j.done, { exact: true }).count()).toBe(1);
      await expect.poll(() => status.textContent()).toBe(fill(j.status.doneToday, { day: 1 }));
      // It holds after a reload, rendered by the server.
      await page.reload();
      await expect
        .poll(() => page.getByTestId('journey-day-1').getByText(j.done, { exact: true }).count())
        .toBe(1);
    } finally {
      await close();
    }
  });
});
