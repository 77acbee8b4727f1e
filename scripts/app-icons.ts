import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

// Draws the installed app's PNG icons from the favicon with Chromium: 192 and 512 px as drawn, and a
// maskable 512 px one whose artwork keeps inside the central safe zone (80 %) on a full-bleed field.
// Run again after changing src/web/public/favicon.svg: `npm exec -- node scripts/app-icons.ts`.

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'src/web/public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'src/web/public/icons');

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const art = icon.maskable ? Math.round(icon.size * 0.7) : icon.size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;` +
        `background:${icon.maskable ? '#1f1a3d' : 'transparent'}">` +
        `<div style="width:${art}px;height:${art}px">${svg.replace('<svg ', `<svg width="${art}" height="${art}" `)}</div></body>`,
    );
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: !icon.maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
