import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import gratitudeWeek from '../../content/journeys/gratitude-week.json' with { type: 'json' };
import startHere from '../../content/journeys/start-here.json' with { type: 'json' };
import esAuth from '../../src/web/locales/es/auth.json' with { type: 'json' };
import esJourneys from '../../src/web/locales/es/journeys.json' with { type: 'json' };
import esRitual from '../../src/web/locales/es/ritual.json' with { type: 'json' };
import esDailyTip from '../../src/web/locales/es/dailyTip.json' with { type: 'json' };
import esJournal from '../../src/web/locales/es/journal.json' with { type: 'json' };
import ptAuth from '../../src/web/locales/pt/auth.json' with { type: 'json' };
import ptDailyTip from '../../src/web/locales/pt/dailyTip.json' with { type: 'json' };
import ptJournal from '../../src/web/locales/pt/journal.json' with { type: 'json' };
import ptJourneys from '../../src/web/locales/pt/journeys.json' with { type: 'json' };
import ptRitual from '../../src/web/locales/pt/ritual.json' with { type: 'json' };
import { createConfirmedAccount, emailField } from './support/accounts.ts';
import { expectAccessibleInBothThemes, launchBrowser, openPage } from './support/browser.ts';
import { commitTodaysTip, url } from './support/daily-tip.ts';
import {
  fill,
  joinAndDoDayOne,
  middayTomorrow,
  promptOf,
  stepCardLines,
  WEST_ZONE,
} from './support/journeys.ts';

// A visitor finds a journey, is asked to sign in, comes back to it signed in, joins, and does day 1:
// in Spanish through its ritual (the ritual's own "complete"), in Portuguese a written practice
// marked done. Then, day 1 done: the home page's step card says so, the day's note offers day 1's
// journal prompt, and on the next day (the browser's clock moved there) day 2 is today's step on
// the journey page, the home page and the daily-tip page. Every page passes axe in both themes.

const CASES = [
  {
    lang: 'es',
    journey: startHere,
    auth: esAuth,
    j: esJourneys,
    ritual: esRitual,
    journal: esJournal,
    tip: esDailyTip,
    dayOne: 'ritual',
  },
  {
    lang: 'pt',
    journey: gratitudeWeek,
    auth: ptAuth,
    j: ptJourneys,
    ritual: ptRitual,
    journal: ptJournal,
    tip: ptDailyTip,
    dayOne: 'practice',
  },
] as const;

// Axe in both themes on several pages takes its time on a busy machine.
const LONG_JOURNEY = 120_000;

describe.each(CASES)('journeys in $lang', ({ lang, journey, auth, j, ritual, journal, tip, dayOne }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test(
    'a visitor opens a journey, signs in, comes back, joins and does day 1',
    { timeout: LONG_JOURNEY },
    async () => {
      const { page, close } = await openPage(browser);
      const title = journey.translations[lang].title;
      const path = `/journeys/${journey.slug}`;
      try {
        await page.goto(url(`/journeys?lang=${lang}`));
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(j.heading);
        await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
        await expectAccessibleInBothThemes(page);

        await page.getByRole('link', { name: title }).click();
        // A click during hydration is replayed once React has hydrated the link: under load, later
        // than the poll's default second.
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(path);
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
        await expectAccessibleInBothThemes(page);
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
        await expectAccessibleInBothThemes(page);
      } finally {
        await close();
      }
    },
  );

  test(
    'day 1 done: the step card and the day’s note name it; the next day, day 2 is today’s step',
    { timeout: LONG_JOURNEY },
    async () => {
      const { page, close } = await openPage(browser, { timezoneId: WEST_ZONE });
      const title = journey.translations[lang].title;
      const path = `/journeys/${journey.slug}`;
      try {
        await joinAndDoDayOne(page, journey, lang);

        // Home: the step card, for a signed-in user only.
        await page.goto(url('/'));
        const lines = stepCardLines(page);
        await expect.poll(() => lines.allTextContents()).toEqual([fill(j.todayCard.doneToday, { title })]);
        expect(await lines.getAttribute('href')).toBe(path);
        await expectAccessibleInBothThemes(page);

        // The day's note, once today's tip is done, offers day 1's journal prompt.
        await commitTodaysTip(page, tip.actions.markDone);
        const prompts = page.getByRole('region', { name: journal.day.title }).getByTestId('note-prompts');
        const prompt = promptOf(journey, 1, lang);
        await prompts.getByText(prompt, { exact: true }).waitFor();
        await prompts.getByText(fill(journal.prompt.label, { title }), { exact: true }).waitFor();
        await expectAccessibleInBothThemes(page);
        await prompts.getByRole('button', { name: journal.prompt.insert }).click();
        const note = page.getByRole('form', { name: journal.form }).getByLabel(journal.text);
        await expect.poll(() => note.inputValue()).toBe(`${prompt}\n`);

        // The next day: day 2 is today's step, as of the browser's date. The server renders the
        // pages on its own, earlier date; they hydrate from it without a mismatch (which `close`
        // would find in the console), then move to the browser's.
        await page.clock.setFixedTime(middayTomorrow());
        await page.goto(url(path));
        const status = page.getByTestId('journey-status');
        await expect.poll(() => status.textContent()).toBe(fill(j.status.due, { day: 2 }));
        const dayTwo = page.getByTestId('journey-day-2');
        await expect.poll(() => dayTwo.getAttribute('aria-current')).toBe('step');
        await dayTwo.getByText(j.today, { exact: true }).waitFor();
        await page.getByTestId('journey-day-1').getByText(j.done, { exact: true }).waitFor();
        expect(await page.locator('[aria-current="step"]').count()).toBe(1);

        await page.goto(url('/'));
        await expect.poll(() => lines.allTextContents()).toEqual([fill(j.todayCard.step, { title, day: 2 })]);
        await page.goto(url('/daily-tip'));
        await expect.poll(() => lines.allTextContents()).toEqual([fill(j.todayCard.step, { title, day: 2 })]);
      } finally {
        await close();
      }
    },
  );
});
