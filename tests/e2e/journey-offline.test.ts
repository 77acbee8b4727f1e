import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import gratitudeWeek from '../../content/journeys/gratitude-week.json' with { type: 'json' };
import ptJourneys from '../../src/web/locales/pt/journeys.json' with { type: 'json' };
import type { EnrolmentView } from '../../src/shared/api/journeys.ts';
import { failedOffline, launchBrowser, openPage } from './support/browser.ts';
import { signUpInPage, storedOutbox, TIME_ZONE, url } from './support/daily-tip.ts';

// A journey's written practice marked done offline is kept on the device like every other action
// (the app's outbox), shown as done and waiting to be sent, and reaches the server once when the
// connection is back, counting when it was done.

const PATH = `/journeys/${gratitudeWeek.slug}`;
const MARK = `/api/v1/me/journeys/${gratitudeWeek.slug}/days/1`;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), text);

describe('a journey step marked offline', { timeout: 90_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('is kept, shown as waiting, and sent once when the connection returns', async () => {
    const o = await openPage(browser, { timezoneId: TIME_ZONE, expectedErrors: [failedOffline(MARK)] });
    const { page } = o;
    const context = page.context();
    try {
      await signUpInPage(page, 'journey-offline', 'pt');
      await page.goto(url(PATH));
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(gratitudeWeek.translations.pt.title);
      await page.getByRole('button', { name: ptJourneys.join }).click();
      const status = page.getByTestId('journey-status');
      await expect.poll(() => status.textContent()).toBe(fill(ptJourneys.status.due, { day: 1 }));

      // Every mark the page sends, with the server's answer.
      const marks: number[] = [];
      page.on('response', (res: Response) => {
        const request = res.request();
        if (request.method() === 'POST' && new URL(res.url()).pathname === MARK) marks.push(res.status());
      });

      // The app has started what it starts once the page is idle (the outbox among it).
      await page.locator('#pwa-notices').waitFor({ state: 'attached', timeout: 20_000 });
      await context.setOffline(true);
      const dayOne = page.getByTestId('journey-day-1');
      const madeBefore = Date.now();
      await dayOne.getByRole('button', { name: ptJourneys.markDone }).click();
      await page.getByText(fill(ptJourneys.kept, { day: 1 })).waitFor();
      const waiting = dayOne.getByTestId('journey-step-waiting');
      await expect.poll(() => waiting.textContent()).toBe(ptJourneys.waitingToSend);
      await expect.poll(() => dayOne.getByText(ptJourneys.done, { exact: true }).count()).toBe(1);
      const kept = await storedOutbox(page);
      expect(kept).toEqual([
        expect.objectContaining({ kind: 'journey-step', slug: gratitudeWeek.slug, day: 1 }),
      ]);
      const madeAt = Date.parse(String(kept[0]!.made_at));
      expect(madeAt).toBeGreaterThanOrEqual(madeBefore - 1000);
      expect(marks).toEqual([]);

      // Back online: the outbox sends it, and the enrolment is read again from the server.
      const sent = page.waitForResponse(
        (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === MARK,
        { timeout: 20_000 },
      );
      await context.setOffline(false);
      expect((await sent).status()).toBe(200);
      await waiting.waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(() => status.textContent()).toBe(fill(ptJourneys.status.doneToday, { day: 1 }));
      await expect.poll(() => storedOutbox(page), { timeout: 10_000 }).toEqual([]);

      const res = await page.request.get(url('/api/v1/me/journeys'));
      expect(res.status()).toBe(200);
      const [enrolment] = ((await res.json()) as { data: EnrolmentView[] }).data;
      expect(enrolment?.days_done.map((d) => d.day)).toEqual([1]);
      // Sent once: focus and reconnect events after that send nothing again.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.reload();
      await expect
        .poll(() => page.getByTestId('journey-day-1').getByText(ptJourneys.done, { exact: true }).count())
        .toBe(1);
      expect(marks).toEqual([200]);
    } finally {
      await o.close();
    }
  });
});
