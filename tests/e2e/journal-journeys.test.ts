import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import enJournal from '../../src/web/locales/en/journal.json' with { type: 'json' };
import esJournal from '../../src/web/locales/es/journal.json' with { type: 'json' };
import { baseUrl, expectAccessibleInBothThemes, launchBrowser, openPage } from './support/browser.ts';
import { signUpInPage, url } from './support/daily-tip.ts';

// A private note on a completed ritual: written on the ritual's page, then found and edited in the
// journal on the progress page, in Spanish and English.

const TEXTS = { es: esJournal, en: enJournal };

describe.each(['es', 'en'] as const)('journal journeys in %s', (lang) => {
  const j = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('writes a note with a mood after a completion, then edits it from the journal', async () => {
    const { page, close } = await openPage(browser);
    await signUpInPage(page, `journal-${lang}`, lang);
    const done = await page.request.post(url('/api/v1/me/completions'), {
      data: { ritual_id: 1 },
      headers: { origin: baseUrl() },
    });
    expect(done.status()).toBe(201);

    await page.goto(url('/ritual/1'));
    const editor = page.getByRole('form', { name: j.form });
    await editor.getByLabel(j.text).fill('Agua, luz y calma.\nVolveré mañana.');
    await editor.getByLabel(j.mood['4']).check();
    await editor.getByRole('button', { name: j.save }).click();
    await editor.getByText(j.saved).waitFor();
    await expectAccessibleInBothThemes(page);

    await page.goto(url('/progress'));
    const journal = page.getByRole('region', { name: j.timeline.title });
    await journal.getByText('Agua, luz y calma.').waitFor();
    await journal.getByRole('button', { name: new RegExp(`^${j.edit}`) }).click();
    const edit = journal.getByRole('form', { name: j.form });
    await edit.getByLabel(j.text).fill('Agua, luz y calma. Mejor que ayer.');
    await edit.getByRole('button', { name: j.save }).click();
    await journal.getByText('Agua, luz y calma. Mejor que ayer.').waitFor();
    await expectAccessibleInBothThemes(page);
    await close();
  });
});
