import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import enDailyTip from '../../src/web/locales/en/dailyTip.json' with { type: 'json' };
import esDailyTip from '../../src/web/locales/es/dailyTip.json' with { type: 'json' };
import enJournal from '../../src/web/locales/en/journal.json' with { type: 'json' };
import esJournal from '../../src/web/locales/es/journal.json' with { type: 'json' };
import { expectAccessibleInBothThemes, failedRequest, launchBrowser, openPage } from './support/browser.ts';
import {
  afterQueuedTasks,
  commitTodaysTip,
  signUpInPage,
  storedOutbox,
  TIME_ZONE,
  todayHere,
  url,
} from './support/daily-tip.ts';

// A note and a mood on the day of a daily-tip commitment: written after committing, edited and
// deleted later, listed in the progress page's journal; and kept while the server fails, sent once.

const TEXTS = { es: { j: esJournal, d: esDailyTip }, en: { j: enJournal, d: enDailyTip } };

interface ApiEntry {
  kind: string;
  date: string | null;
  text: string;
  mood: number | null;
}

async function serverNotes(page: Page): Promise<ApiEntry[]> {
  const res = await page.request.get(url('/api/v1/me/journal'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { entries: ApiEntry[] } }).data.entries;
}

describe.each(['es', 'en'] as const)('day journal in %s', (lang) => {
  const { j, d } = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('after committing, a note with a mood is saved, listed, edited and deleted', async () => {
    const { page, close } = await openPage(browser, { timezoneId: TIME_ZONE });
    await signUpInPage(page, `day-note-${lang}`, lang);
    await commitTodaysTip(page, d.actions.markDone);
    const day = page.getByRole('region', { name: j.day.title });
    const form = day.getByRole('form', { name: j.form });
    await form.getByLabel(j.text).fill('Encendí la vela y respiré.');
    await form.getByLabel(j.mood['5']).check();
    await form.getByRole('button', { name: j.save }).click();
    await form.getByText(j.saved).waitFor();
    expect(await serverNotes(page)).toEqual([
      expect.objectContaining({
        kind: 'day',
        date: todayHere(),
        text: 'Encendí la vela y respiré.',
        mood: 5,
      }),
    ]);
    await expectAccessibleInBothThemes(page);

    // Later: the page starts from the saved note, which can be changed and deleted.
    await page.reload();
    await expect.poll(() => form.getByLabel(j.text).inputValue()).toBe('Encendí la vela y respiré.');
    await page.goto(url('/progress'));
    const timeline = page.getByRole('region', { name: j.timeline.title });
    await timeline.getByRole('heading', { name: j.dayNote }).waitFor();
    await timeline.getByText('Encendí la vela y respiré.').waitFor();

    await page.goto(url('/daily-tip'));
    await form.getByLabel(j.text).fill('Encendí la vela.');
    await form.getByRole('button', { name: j.save }).click();
    await form.getByText(j.saved).waitFor();
    expect((await serverNotes(page)).map((e) => e.text)).toEqual(['Encendí la vela.']);
    await form.getByRole('button', { name: j.delete }).click();
    await form.getByText(j.deleted).waitFor();
    expect(await serverNotes(page)).toEqual([]);
    await close();
  });

  test('a note the server cannot take (503) is kept on the device and sent once when it is back', async () => {
    const { page, close } = await openPage(browser, {
      timezoneId: TIME_ZONE,
      expectedErrors: [failedRequest(503, '/api/v1/me/journal/days/')],
    });
    await signUpInPage(page, `day-note-kept-${lang}`, lang);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    const puts: number[] = [];
    // Counted as they leave the page too: one the page starts is seen before it answers anything else.
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/v1/me/journal/days/')) sent += 1;
    });
    page.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().includes('/api/v1/me/journal/days/'))
        puts.push(response.status());
    });
    await commitTodaysTip(page, d.actions.markDone);
    const form = page.getByRole('region', { name: j.day.title }).getByRole('form', { name: j.form });
    await form.getByLabel(j.text).waitFor();

    // The server fails the first two sends, then takes the note.
    let failures = 2;
    await page.route('**/api/v1/me/journal/days/*', async (route) => {
      if (route.request().method() !== 'PUT' || failures === 0) return route.fallback();
      failures -= 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Unavailable' } }),
      });
    });
    await form.getByLabel(j.text).fill('Sin servidor, pero escrita.');
    await form.getByLabel(j.mood['3']).check();
    await form.getByRole('button', { name: j.save }).click();
    await form.getByText(j.savedLater).waitFor();
    await expectAccessibleInBothThemes(page);

    await expect
      .poll(() => serverNotes(page), { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({ date: todayHere(), text: 'Sin servidor, pero escrita.', mood: 3 }),
      ]);
    await expect.poll(() => storedOutbox(page)).toEqual([]);
    await afterQueuedTasks(page);
    expect(sent).toBe(3);
    await expect.poll(() => puts).toEqual([503, 503, 200]);
    await close();
  });
});
