import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE } from './support/browser.ts';

// The performance budget: the JavaScript the home page receives until it is idle, as the browser
// receives it (compressed bytes on the wire, dynamic imports included), measured in Chromium on a
// fresh profile against the production build. About 77 KiB of it are the libraries every page starts
// with (React DOM alone about 57 KiB), about 20 KiB the app's own start, and about 13 KiB the moon
// card with zod to read its answer. The translation runtime is our own (ADR 0021); the offline queue,
// the service worker and the daily-tip toast start once the page is idle, so they are not counted.
const BUDGET_BYTES = 110 * 1024;
/** How long the network stays quiet before the page counts as idle. */
const QUIET_MS = 500;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('bundle size', () => {
  test('the home page receives at most 110 KiB of JavaScript before it is idle, and breaks no CSP rule', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    try {
      // Violations are reported as events too, not only as console messages.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      // Every script requested before the page is idle, with its body's size on the wire
      // (compressed as sent), dynamic imports included: what a visitor downloads to start.
      const started: { request: Request; at: number }[] = [];
      let inFlight = 0;
      let lastActivity = Date.now();
      const settled = () => {
        inFlight -= 1;
        lastActivity = Date.now();
      };
      page.on('request', (request) => {
        inFlight += 1;
        lastActivity = Date.now();
        if (request.resourceType() === 'script') started.push({ request, at: lastActivity });
      });
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);

      // Idle: the app has taken the page over (hydrated) and no request has been in flight for
      // QUIET_MS. Playwright's own network idle alone can come while the main thread is still busy
      // hydrating, before the parts the page loads then (the moon card) have asked for anything.
      // Features the page defers until it is idle (the offline queue, the daily-tip toast) wait for
      // a longer quiet moment (lib/when-idle.ts), so they are not part of its start.
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      // The moon card is part of the page the visitor sees (it loads once the app runs, with zod to
      // read its answer): idle comes after it, however busy the machine.
      await page.getByTestId('moon-card').waitFor();
      const quiet = () => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS;
      await expect.poll(quiet, { timeout: 60_000, interval: 50 }).toBe(true);
      const idleAt = lastActivity;
      const scripts = await Promise.all(
        started
          .filter((s) => s.at <= idleAt)
          .map(async ({ request }) => {
            const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
            return {
              url: request.url(),
              wire: sizes.responseBodySize,
              encoding: response?.headers()['content-encoding'] ?? 'identity',
            };
          }),
      );
      const later = started.filter((s) => s.at > idleAt).map((s) => new URL(s.request.url()).pathname);
      const raw = new Map(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => [e.name, (e as PerformanceResourceTiming).decodedBodySize] as const),
        ),
      );

      expect(scripts.length).toBeGreaterThan(0);
      // Every script worth compressing (1 KiB and up) comes compressed: the figure is what a visitor
      // downloads.
      for (const s of scripts.filter((x) => x.wire >= 1024)) expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);

      const total = scripts.reduce((sum, s) => sum + s.wire, 0);
      console.log(
        [
          ...scripts.map(
            (s) =>
              `  ${new URL(s.url).pathname}: ${kib(s.wire)} ${s.encoding}` +
              (raw.has(s.url) ? ` (${kib(raw.get(s.url) ?? 0)} raw)` : ''),
          ),
          `home page JavaScript: ${scripts.length} scripts, ${kib(total)} received of a ${kib(BUDGET_BYTES)} budget (${total} bytes)`,
          `requested once idle (not counted): ${later.join(', ') || 'none'}`,
        ].join('\n'),
      );
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);

      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
      expect(errors.filter((e) => /content security policy|unsafe-eval/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a page the server rendered minutes ago starts without asking for the session again', async () => {
    // The server's page cache (and the service worker's kept copy) hands out a page rendered
    // earlier, with the session as it was then. Seen from a browser whose clock is ten minutes
    // ahead, every page is such a page: it must start from the session it brings, not ask again
    // (which would also load the account schemas before the page is idle).
    const { page, close } = await openPage(browser, { viewport: PHONE });
    try {
      await page.clock.setFixedTime(Date.now() + 10 * 60_000);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/session') asked.push(request.url());
      });
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('moon-card').waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
    } finally {
      await close();
    }
  });
});
