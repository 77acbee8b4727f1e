import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { TIME_ZONE_QUERY } from '../../../src/shared/api/account.ts';
import { localDateOf } from '../../../src/shared/zoned-time.ts';
import { lastMailTo, linkIn } from '../../integration/support/outbox.ts';
import { baseUrl } from './browser.ts';

export const TIME_ZONE = 'Europe/Madrid';
export const todayHere = () => localDateOf(Date.now(), TIME_ZONE);
export const url = (p: string) => new URL(p, baseUrl()).toString();

let counter = 0;

const browserZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * Signs up through the API in the page's context (as the form does, with the browser's time zone)
 * and follows the confirmation e-mail in the page, which loads the app signed in. The account's
 * language is `lang`, which the app applies once signed in.
 */
export async function signUpInPage(page: Page, tag: string, lang = 'es'): Promise<string> {
  const email = `${tag}-${Date.now()}-${++counter}@example.com`;
  const zone = encodeURIComponent(await browserZone(page));
  const res = await page.request.post(
    url(`/api/auth/sign-up/email?lang=${lang}&${TIME_ZONE_QUERY}=${zone}`),
    {
      data: { name: 'Luna', email, password: 'moonlight-42' },
      headers: { origin: baseUrl() },
    },
  );
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(linkIn(lastMailTo(inject('dataDir'), email)));
  return email;
}

/** Commits today's tip on the daily-tip page, once the page works, which opens the day's note. */
export async function commitTodaysTip(page: Page, markDone: string): Promise<void> {
  await page.goto(url('/daily-tip'));
  const button = page.getByRole('button', { name: markDone });
  await button.waitFor();
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
}

export interface ApiCommitment {
  date: string;
  tip_id: number;
  committed_at: string;
}

/** The signed-in user's commitments, as the server has them. */
export async function serverCommitments(page: Page): Promise<ApiCommitment[]> {
  const res = await page.request.get(url('/api/v1/me/commitments?lang=es'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { commitments: ApiCommitment[] } }).data.commitments;
}

export interface StoredAction {
  kind: string;
  owner: string | null;
  [field: string]: unknown;
}

/**
 * The actions kept in the app's outbox: its record in IndexedDB (which the service worker reads
 * too), or localStorage where the page could not open IndexedDB. Never creates the database.
 */
export async function storedOutbox(page: Page): Promise<StoredAction[]> {
  return page.evaluate(async () => {
    const fromIdb = await new Promise<StoredAction[] | null>((resolve) => {
      const open = indexedDB.open('ritualia');
      open.addEventListener('upgradeneeded', () => open.transaction?.abort());
      open.addEventListener('error', () => resolve(null));
      open.addEventListener('success', () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('outbox')) {
          db.close();
          resolve(null);
          return;
        }
        const get = db.transaction('outbox').objectStore('outbox').get('state');
        get.addEventListener('success', () => {
          db.close();
          resolve((get.result as { actions?: StoredAction[] } | undefined)?.actions ?? []);
        });
        get.addEventListener('error', () => resolve(null));
      });
    });
    return fromIdb ?? (JSON.parse(localStorage.getItem('ritualia.outbox') ?? '[]') as StoredAction[]);
  });
}

/** The browser's queue of commitments not yet on the server (the commitments in the app's outbox). */
export async function localQueue(page: Page): Promise<{ date: string; owner: string | null }[]> {
  return (await storedOutbox(page))
    .filter((a) => a.kind === 'commitment')
    .map((a) => a as unknown as { date: string; owner: string | null });
}

export function toast(page: Page): Locator {
  return page.getByTestId('daily-tip-toast');
}

export function progressOf(page: Page): Promise<number> {
  return toast(page)
    .getByRole('progressbar')
    .getAttribute('aria-valuenow')
    .then((v) => Number(v));
}

/** Everyone sees the notices in one polite live region. */
export function notices(page: Page): Locator {
  return page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /\S/ });
}

/** The toast appears a second after its part of the page has what it needs (docs/product-rules.md). */
const TOAST_DELAY_MS = 1000;

/**
 * Lets the page finish the work already queued in it (answers read, React's render and effects):
 * a message posted now is handled after the tasks queued before it.
 */
export async function afterQueuedTasks(page: Page, rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.addEventListener('message', () => resolve(), { once: true });
          channel.port1.start();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Checks that the floating toast stays away once it has had its chance to show: `ready` is what
 * its part of the page waits for (its code, or its answer for today's tip), and the page's clock
 * (`page.clock.install()` before the page loaded) then moves past the toast's delay instead of
 * the journey waiting for it.
 */
export async function expectNoToastAfterItsDelay(page: Page, ready: Promise<unknown>): Promise<void> {
  await ready;
  await afterQueuedTasks(page);
  await page.clock.runFor(TOAST_DELAY_MS);
  await afterQueuedTasks(page);
  expect(await toast(page).count()).toBe(0);
}

/** The floating toast's code arriving: its part of the page has started once the page is idle. */
export function toastCodeLoaded(page: Page): Promise<unknown> {
  return page.waitForResponse((res) => /\/daily-tip-overlay-[^/]*\.js$/.test(res.url()), { timeout: 20_000 });
}

/** The toast asking for today's tip (when the page does not already hold it). */
export function tipAsked(page: Page): Promise<unknown> {
  return page.waitForResponse('**/api/v1/daily-tip?*', { timeout: 20_000 });
}

/**
 * Stops the page's clock (installed before the page loaded) where it stands: from then on the
 * page's timers (the hold's ticks, the toast's closing) run only as the journey moves the clock,
 * however busy the machine. `page.clock.resume()` lets time flow again, as a new page needs.
 */
export async function stopClock(page: Page): Promise<void> {
  // Paused a moment ahead of now (the page's clock flows with the real one); should the message
  // arrive later than that on a busy machine, a later moment.
  for (let ahead = 500; ; ahead *= 2) {
    try {
      await page.clock.pauseAt(Date.now() + ahead);
      return;
    } catch (error) {
      if (ahead >= 8000 || !String(error).includes('to the past')) throw error;
    }
  }
}
