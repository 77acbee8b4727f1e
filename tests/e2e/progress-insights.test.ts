import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { addDays, startOfIsoWeek } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import es from '../../src/web/locales/es/progress.json' with { type: 'json' };
import { DESKTOP, expectAccessibleInBothThemes, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { signUpInPage, url } from './support/daily-tip.ts';

// "How practice feels" on /progress with eleven weeks behind it: the picture, the sentence the
// data allows, the table of the same numbers, readable in both themes. With SCREENSHOT_DIR set it
// also leaves insights-<phone|desktop>-<light|dark>.png there, for looking at.

const ZONE = 'Europe/Madrid';

/** Eleven past weeks, alternately busy (five days, good moods) and light (one day, low mood), and the days up to today. */
function seed(email: string) {
  const today = localDateOf(new Date(), ZONE);
  const monday = startOfIsoWeek(today);
  const days: { date: string; mood: number | null }[] = [];
  for (let ago = 1; ago <= 11; ago += 1) {
    const start = addDays(monday, -7 * ago);
    if (ago % 2 === 1) {
      [0, 1, 3, 5, 6].forEach((d, i) => days.push({ date: addDays(start, d), mood: [4, 5, 4, 5, 4][i]! }));
    } else {
      days.push({ date: addDays(start, 2), mood: ago % 4 === 0 ? 2 : 3 });
    }
  }
  for (let date = monday; date <= today; date = addDays(date, 1)) days.push({ date, mood: null });

  const db = new Database(join(inject('dataDir'), 'ritualia.db'));
  const user = db.prepare('select id from users where email = ?').get(email) as { id: string };
  db.prepare('update users set time_zone = ? where id = ?').run(ZONE, user.id);
  const commit = db.prepare(
    `insert into daily_commitments (id, user_id, commitment_date, daily_tip_id, committed_at, received_at, points_earned)
     values (?, ?, ?, (select min(id) from daily_tips), ?, ?, 10)`,
  );
  const note = db.prepare(
    `insert into journal_entries (id, user_id, ritual_id, commitment_date, entry_date, text, mood, created_at, updated_at)
     values (?, ?, null, ?, ?, 'Una nota', ?, ?, ?)`,
  );
  for (const { date, mood } of days) {
    const at = `${date}T09:00:00.000Z`;
    commit.run(`${email}-${date}`, user.id, date, at, at);
    if (mood !== null) note.run(`${email}-note-${date}`, user.id, date, date, mood, at, at);
  }
  db.close();
}

async function setTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(colorScheme === 'dark');
}

describe('progress insights', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  test('shows the weeks as a picture, says what they show, and offers the numbers as a table', async () => {
    const { page, close } = await openPage(browser, { timezoneId: ZONE });
    seed(await signUpInPage(page, 'insights'));
    await page.goto(url('/progress'));

    const section = page.locator('section[aria-labelledby="insights-heading"]');
    await section.getByRole('heading', { name: es.insights.title }).waitFor();
    await section.getByRole('img', { name: es.insights.chartLabel }).waitFor();
    await section.getByText(es.insights.finding.higher).waitFor();

    await section.getByText(es.insights.table.toggle).click();
    const rows = section.getByRole('table', { name: es.insights.table.caption }).getByRole('row');
    expect(await rows.count()).toBe(13);
    await expectAccessibleInBothThemes(page);

    const dir = process.env.SCREENSHOT_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await section.getByText(es.insights.table.toggle).click();
      for (const [device, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          await section.screenshot({ path: join(dir, `insights-${device}-${theme}.png`) });
        }
      }
      await section.getByText(es.insights.table.toggle).click();
      await section.screenshot({ path: join(dir, 'insights-desktop-dark-table.png') });
      await page.setViewportSize(PHONE);
      await setTheme(page, 'light');
      await section.screenshot({ path: join(dir, 'insights-phone-light-table.png') });
    }
    await close();
  });
});
