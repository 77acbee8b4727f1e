import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import gratitudeWeek from '../../content/journeys/gratitude-week.json' with { type: 'json' };
import esJourneys from '../../src/web/locales/es/journeys.json' with { type: 'json' };
import type { EnrolmentView } from '../../src/shared/api/journeys.ts';
import { failedOffline, launchBrowser, openPage, type OpenPage } from './support/browser.ts';
import {
  serverCommitments,
  signUpInPage,
  storedOutbox,
  TIME_ZONE,
  todayHere,
  url,
} from './support/daily-tip.ts';

// Background Sync (ADR 0013): actions kept offline live in IndexedDB, and the service worker
// sends them itself once the network is back, with no page of the app open. Playwright cannot
// make Chromium fire a real sync, so the test dispatches one through the DevTools protocol
// (`ServiceWorker.dispatchSyncEvent`), as the browser would.

const RITUAL_ID = 1;
// Its first day is a written practice, marked done on the page.
const JOURNEY = `/journeys/${gratitudeWeek.slug}`;
const MARK = `/api/v1/me/journeys/${gratitudeWeek.slug}/days/1`;

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 40_000,
  });
}

describe('the outbox sent by the service worker', { timeout: 150_000 }, () => {
  let browser: Browser;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
    await browser?.close();
  });

  test('a completion, a commitment and a journey step made offline reach the server once, with the page closed', async () => {
    const o = await openPage(browser, {
      timezoneId: TIME_ZONE,
      serviceWorkers: 'allow',
      expectedErrors: [failedOffline('/'), failedOffline(MARK)],
    });
    opened.push(o);
    const { page } = o;
    const context = page.context();
    await signUpInPage(page, 'outbox-sync');
    await page.goto(url('/'));
    await controlled(page);
    // Online once under the worker, so it keeps what these pages read.
    await page.goto(url(`/ritual/${RITUAL_ID}`));
    await page.getByRole('button', { name: 'Marcar como completado' }).waitFor();
    await page.goto(url('/daily-tip'));
    await page.getByRole('button', { name: 'Marcar como realizado' }).waitFor();
    await page.goto(url(JOURNEY));
    await page.getByRole('button', { name: esJourneys.join }).click();
    await expect
      .poll(() => page.getByTestId('journey-status').textContent())
      .toBe(esJourneys.status.due.replace('{{day}}', '1'));
    // The app has started what it starts once the page is idle (the outbox among it).
    await page.locator('#pwa-notices').waitFor({ state: 'attached', timeout: 20_000 });

    // The POSTs of the user's actions that pages sent (Playwright reports pages' requests, not the worker's).
    const fromPages: string[] = [];
    context.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname.startsWith('/api/v1/me/')) fromPages.push(pathname);
    });

    await context.setOffline(true);
    await page.getByTestId('journey-day-1').getByRole('button', { name: esJourneys.markDone }).click();
    await page.getByText(esJourneys.kept.replace('{{day}}', '1')).waitFor();
    await page.goto(url('/daily-tip'));
    const markDone = page.getByRole('button', { name: 'Marcar como realizado' });
    await markDone.waitFor({ timeout: 15_000 });
    await markDone.click();
    await page.getByText('Ya realizado').waitFor();
    // The button changes at the tap; the page says the commitment is kept only once the store holds
    // it, and a page left before then would take it along.
    await page.getByText('Guardado en este dispositivo: lo sincronizaremos en cuanto sea posible.').waitFor();
    await page.goto(url(`/ritual/${RITUAL_ID}`));
    await page.getByRole('button', { name: 'Marcar como completado' }).click();
    await page
      .getByText('Guardado en este dispositivo: se enviará cuando vuelva la conexión.')
      .first()
      .waitFor();
    await expect
      .poll(async () => (await storedOutbox(page)).map((a) => a.kind).sort(), { timeout: 10_000 })
      .toEqual(['commitment', 'complete', 'journey-step']);

    // A blank tab holds the DevTools session; the app's page closes, the context (and its worker) stays.
    const keeper = await context.newPage();
    const cdp = await context.newCDPSession(keeper);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await page.close();

    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(url('/')).origin,
      registrationId: registrations[0]!.registrationId,
      tag: 'ritualia-outbox',
      lastChance: false,
    });

    await expect
      .poll(async () => (await context.request.get(url('/api/v1/me/completions'))).json(), {
        timeout: 20_000,
      })
      .toMatchObject({ data: [expect.objectContaining({ ritual_id: RITUAL_ID })] });
    const completions = (await (await context.request.get(url('/api/v1/me/completions'))).json()) as {
      data: unknown[];
    };
    expect(completions.data).toHaveLength(1);
    const checker = await context.newPage();
    expect((await serverCommitments(checker)).map((c) => c.date)).toEqual([todayHere()]);
    const journeys = (await (await context.request.get(url('/api/v1/me/journeys'))).json()) as {
      data: EnrolmentView[];
    };
    expect(journeys.data[0]?.days_done.map((d) => d.day)).toEqual([1]);
    await checker.goto(url('/'));
    await expect.poll(() => storedOutbox(checker), { timeout: 10_000 }).toEqual([]);
    // No page sent them: the worker did, while the app's page was closed.
    expect(fromPages).toEqual([]);
  });
});
