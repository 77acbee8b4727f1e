import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import enRitual from '../../src/web/locales/en/ritual.json' with { type: 'json' };
import esRitual from '../../src/web/locales/es/ritual.json' with { type: 'json' };
import { expectAccessibleInBothThemes, launchBrowser, openPage } from './support/browser.ts';
import { expectPath, fetchRituals, url } from './support/catalogue.ts';
import { afterQueuedTasks, signUpInPage } from './support/daily-tip.ts';
import { cancels, fakeSpeechSynthesis, finishSpeaking, spoken } from './support/fake-speech.ts';

// The guided mode reads the steps aloud in the interface language, with the browser's speech
// synthesis replaced by a fake that records what it is asked to say.

const TEXTS = { es: esRitual, en: enRitual };
const VOICE = { es: 'es-ES', en: 'en-GB' };
const AXE_TIMEOUT = 120_000;

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

async function openGuided(page: Page, lang: 'es' | 'en'): Promise<void> {
  await page.goto(url('/'));
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.goto(url('/ritual/1'));
  await page.getByRole('button', { name: TEXTS[lang].steps.guidedStart }).click();
}

describe.each(['es', 'en'] as const)('read aloud in %s', (lang) => {
  const r = TEXTS[lang];
  let browser: Browser;
  let steps: string[];
  // One account for the whole group: the ritual's page is for signed-in people.
  let signedIn: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    browser = await launchBrowser();
    const { page, close } = await openPage(browser);
    await signUpInPage(page, `read-aloud-${lang}`, lang);
    signedIn = await page.context().storageState();
    await close();
    steps = (await fetchRituals(lang)).find((ritual) => ritual.id === 1)!.steps;
    expect(steps.length).toBeGreaterThan(2);
  });
  afterAll(() => browser?.close());

  test(
    'reads the current step in the interface language, moves with next/previous and pauses',
    async () => {
      const { page, close } = await openPage(browser, { storageState: signedIn });
      await fakeSpeechSynthesis(page, ['de-DE', VOICE[lang], 'fr-FR']);
      // Time flows as usual; where the journey checks that nothing happens, it moves the clock on.
      await page.clock.install();
      await openGuided(page, lang);
      const play = page.getByRole('button', { name: r.readAloud.play });
      await expect.poll(() => play.isEnabled()).toBe(true);
      // Nothing is said until the person asks.
      await page.clock.runFor(1000);
      await afterQueuedTasks(page);
      expect(await spoken(page)).toEqual([]);

      await play.focus();
      await page.keyboard.press('Enter');
      const reading = (current: number) =>
        page
          .getByRole('status')
          .filter({ hasText: fill(r.readAloud.reading, { current, total: steps.length }) });
      await reading(1).waitFor();
      expect(await spoken(page)).toEqual([{ text: steps[0], lang: VOICE[lang], voice: VOICE[lang] }]);
      await expectAccessibleInBothThemes(page);

      await page.getByRole('button', { name: r.steps.next }).click();
      await reading(2).waitFor();
      await page.getByRole('button', { name: r.steps.previous }).click();
      await reading(1).waitFor();
      // When a step has been read, the next one follows on its own.
      await finishSpeaking(page);
      await reading(2).waitFor();
      await page
        .getByText(fill(r.steps.stepOf, { current: 2, total: steps.length }))
        .first()
        .waitFor();
      expect((await spoken(page)).map((s) => s.text)).toEqual([steps[0], steps[1], steps[0], steps[1]]);

      // Pausing silences the voice, and nothing more is read.
      const before = await cancels(page);
      await page.getByRole('button', { name: r.readAloud.pause }).click();
      await play.waitFor();
      expect(await cancels(page)).toBeGreaterThan(before);
      await finishSpeaking(page);
      await page.clock.runFor(1000);
      await afterQueuedTasks(page);
      expect(await spoken(page)).toHaveLength(4);

      // With a pause between steps, the next step waits for it.
      await page.getByLabel(r.readAloud.pauseBetween).selectOption('5');
      await play.click();
      await reading(2).waitFor();
      await finishSpeaking(page);
      await page
        .getByRole('status')
        .filter({ hasText: fill(r.readAloud.waiting, { seconds: 5 }) })
        .waitFor();
      expect(await spoken(page)).toHaveLength(5);
      await page.clock.runFor(5000);
      await reading(3).waitFor();
      expect((await spoken(page)).at(-1)?.text).toBe(steps[2]);

      // Leaving the page stops the voice.
      const beforeLeaving = await cancels(page);
      await page.getByRole('main').getByRole('link', { name: r.back }).click();
      await expectPath(page, '/');
      expect(await cancels(page)).toBeGreaterThan(beforeLeaving);
      await close();
    },
    AXE_TIMEOUT,
  );

  test('a step timer holds the reading until it ends, then the next step is read', async () => {
    const { page, errors, close } = await openPage(browser, { storageState: signedIn });
    await fakeSpeechSynthesis(page, [VOICE[lang]]);
    await page.clock.install();
    await openGuided(page, lang);
    const play = page.getByRole('button', { name: r.readAloud.play });
    await expect.poll(() => play.isEnabled()).toBe(true);
    const timer = page.getByRole('group', { name: r.timer.label });
    await timer.getByRole('button', { name: fill(r.timer.minutes, { minutes: 1 }) }).click();
    await timer.getByRole('timer', { name: r.timer.left.replace('{{time}}', '1:00') }).waitFor();

    await play.click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(r.readAloud.reading, { current: 1, total: steps.length }) })
      .waitFor();
    await finishSpeaking(page);
    const holding = page.getByRole('status').filter({ hasText: r.readAloud.holding });
    await holding.waitFor();
    await page.clock.runFor(30_000);
    await timer.getByRole('timer', { name: r.timer.left.replace('{{time}}', '0:30') }).waitFor();
    expect(await holding.count()).toBe(1);
    expect((await spoken(page)).map((s) => s.text)).toEqual([steps[0]]);

    // The timer ends: the reading moves on by itself to the next step.
    await page.clock.runFor(31_000);
    await page
      .getByRole('status')
      .filter({ hasText: fill(r.readAloud.reading, { current: 2, total: steps.length }) })
      .waitFor();
    expect((await spoken(page)).map((s) => s.text)).toEqual([steps[0], steps[1]]);
    expect(errors).toEqual([]);
    await close();
  });

  test('the highlighted step does not move when less motion is asked for', async () => {
    const { page, close } = await openPage(browser, { storageState: signedIn, reducedMotion: 'reduce' });
    await fakeSpeechSynthesis(page, [VOICE[lang]]);
    await openGuided(page, lang);
    await page.getByRole('button', { name: r.readAloud.play }).click();
    await page.getByRole('button', { name: r.readAloud.pause }).waitFor();
    const running = () =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
    await expect.poll(running).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(running).toBeGreaterThan(0);
    await close();
  });

  test(
    'explains why it cannot read when the device has no voice of the language',
    async () => {
      const { page, close } = await openPage(browser, { storageState: signedIn });
      await fakeSpeechSynthesis(page, ['de-DE', lang === 'es' ? 'en-US' : 'es-ES']);
      await openGuided(page, lang);
      const play = page.getByRole('button', { name: r.readAloud.play });
      await page.getByText(r.readAloud.noVoice).waitFor();
      expect(await play.isDisabled()).toBe(true);
      expect(await play.getAttribute('aria-describedby')).toBe(
        await page.getByText(r.readAloud.noVoice).getAttribute('id'),
      );
      await expectAccessibleInBothThemes(page);
      await close();
    },
    AXE_TIMEOUT,
  );

  test('explains why it cannot read when the browser has no speech synthesis', async () => {
    const { page, close } = await openPage(browser, { storageState: signedIn });
    await fakeSpeechSynthesis(page, null);
    await openGuided(page, lang);
    await page.getByText(r.readAloud.unsupported).waitFor();
    expect(await page.getByRole('button', { name: r.readAloud.play }).isDisabled()).toBe(true);
    await close();
  });
});
