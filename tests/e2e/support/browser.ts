import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';

export const baseUrl = () => inject('baseUrl');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * A browser with a profile on disk, for what Chromium refuses in a private window (installing
 * the app). Close the context it returns.
 */
export function launchProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, viewport: DESKTOP, locale: 'es-ES' });
}

export interface OpenPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far, each with the address it came from. */
  errors: string[];
  /** Adds errors this journey provokes on purpose (see `failedRequest`) to those `close` accepts. */
  expectErrors(...expected: RegExp[]): void;
  /**
   * Closes the page's context, then fails if the page had logged an error or thrown one that the
   * journey did not name as expected: every journey that opens a page checks its console here.
   */
  close(): Promise<void>;
}

export interface PageOptions extends BrowserContextOptions {
  /** Errors this journey provokes on purpose, by status and address or by message. */
  expectedErrors?: RegExp[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The console error a request answered with `status` leaves (Chromium's "Failed to load resource:
 * the server responded with a status of 403 (Forbidden)"), at an address whose path starts with
 * `path`.
 */
export function failedRequest(status: number, path: string): RegExp {
  return new RegExp(`status of ${status} \\(.*@ https?://[^/]+${escape(path)}`);
}

/**
 * The console error a request to `path` leaves when the browser has no network (ERR_FAILED when
 * the service worker passed the request on and its own fetch failed).
 */
export function failedOffline(path: string): RegExp {
  return new RegExp(`net::ERR_(INTERNET_DISCONNECTED|FAILED) @ https?://[^/]+${escape(path)}`);
}

/**
 * A page in a new context. The service worker is off unless `serviceWorkers: 'allow'`: with it,
 * requests it answers bypass page.route, which journeys about other things use to fake the server.
 */
export async function openPage(
  browser: Browser,
  { expectedErrors = [], ...options }: PageOptions = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'es-ES',
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const expected = [...expectedErrors];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url } = msg.location();
    errors.push(url ? `${msg.text()} @ ${url}` : msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A page arrives rendered by the server and works once the app has taken it over; a person
  // waits for that without noticing, so every journey does too before it acts. A page that never
  // gets there fails the journey here, where it happened.
  const untilHydrated = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    if (!new URL(page.url()).pathname.startsWith('/api/')) {
      await page
        .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
        .catch((error) => {
          throw new Error(
            `${page.url()} was not hydrated within 15 s; console errors: ${JSON.stringify(errors)}`,
            {
              cause: error,
            },
          );
        });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (address, gotoOptions) => untilHydrated(goto(address, gotoOptions));
  page.reload = (reloadOptions) => untilHydrated(reload(reloadOptions));
  return {
    page,
    errors,
    expectErrors: (...more) => expected.push(...more),
    close: async () => {
      // What the page said while in use; closing it cancels what it still had in flight.
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      await context.close();
      expect(unexpected).toEqual([]);
    },
  };
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Contrast is judged on what the user settles on. Entrance animations (a fade-in starts
  // transparent) are let finish first; one that would start during the check (a notice arriving
  // once the page is idle) does not run, as the page is checked as if reduced motion were asked
  // for, then given back its setting. Endless animations such as spinners are not waited for.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Cards far off screen are not rendered until they come near (content-visibility: auto), and
  // axe cannot judge the contrast of what is not rendered: every part is checked as the user sees it
  // on reaching it.
  const rendered = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).analyze();
  await rendered.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

/** Axe in the light and then the dark theme (as the system asks for it), back to light after. */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(colorScheme === 'dark');
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
