// Screenshots of pages in both themes at phone and desktop widths, for looking at what users see:
//   npm run screenshots -- http://localhost:3000 out-dir / /about
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const language = process.env.SCREENSHOT_LANG ?? 'es';

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const pagePath of paths.length ? paths : ['/']) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme, locale: language });
        const page = await context.newPage();
        await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${device}-${theme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
        console.log(path.join(outDir, name));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
