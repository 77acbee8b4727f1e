import type { Page } from 'playwright-core';

/** What the fake speech synthesis was asked to say, and with which language and voice. */
export interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

declare global {
  interface Window {
    fakeSpeech: { spoken: Spoken[]; cancels: number; finish(): void };
  }
}

/**
 * Replaces the browser's speech synthesis (the network edge of reading aloud: headless Chromium
 * has no voices) with one that offers voices of `voiceLangs` (or none at all for `null`), records
 * every utterance and ends the current one when the test calls `finishSpeaking`.
 */
export async function fakeSpeechSynthesis(page: Page, voiceLangs: readonly string[] | null): Promise<void> {
  await page.addInitScript((langs: readonly string[] | null) => {
    if (langs === null) {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
      return;
    }
    class FakeUtterance extends EventTarget {
      lang = '';
      voice: { lang: string } | null = null;
      text: string;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    let current: FakeUtterance | null = null;
    const record: Window['fakeSpeech'] = {
      spoken: [],
      cancels: 0,
      finish() {
        const utterance = current;
        current = null;
        utterance?.dispatchEvent(new Event('end'));
      },
    };
    const voices = langs.map((lang) => ({
      lang,
      name: lang,
      voiceURI: lang,
      localService: true,
      default: false,
    }));
    const synthesis = Object.assign(new EventTarget(), {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => voices,
      speak(utterance: FakeUtterance) {
        record.spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          voice: utterance.voice?.lang ?? null,
        });
        current = utterance;
      },
      cancel() {
        record.cancels += 1;
        current = null;
      },
      pause() {},
      resume() {},
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    window.fakeSpeech = record;
  }, voiceLangs);
}

export const spoken = (page: Page): Promise<Spoken[]> => page.evaluate(() => window.fakeSpeech.spoken);
export const cancels = (page: Page): Promise<number> => page.evaluate(() => window.fakeSpeech.cancels);
export const finishSpeaking = (page: Page): Promise<void> => page.evaluate(() => window.fakeSpeech.finish());
