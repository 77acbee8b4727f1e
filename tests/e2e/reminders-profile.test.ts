import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  PHONE,
  type OpenPage,
} from './support/browser.ts';
import { afterQueuedTasks, signUpInPage, TIME_ZONE, url } from './support/daily-tip.ts';

// Profile → Reminders: the time, days and channels are saved to the account and shown again after
// a reload; the private calendar link is made, works, and stops working when turned off.

const SHOTS = process.env.SCREENSHOT_DIR;

function section(page: Page) {
  return page.getByRole('region', { name: 'Recordatorios' });
}

/** The reminders as someone who scrolls down to them finds them: they load when they come near. */
async function scrolledTo(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  return section(page);
}

async function serverSettings(page: Page): Promise<unknown> {
  const res = await page.request.get(url('/api/v1/me/reminders'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

describe('reminders in the profile', () => {
  let browser: Browser;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
    await browser?.close();
  });

  test('time, days and e-mail are saved and shown again after a reload; the calendar link works until turned off', async () => {
    const open = await openPage(browser, { timezoneId: TIME_ZONE });
    opened.push(open);
    const { page } = open;
    await signUpInPage(page, 'reminders');
    await page.goto(url('/profile'));
    const reminders = await scrolledTo(page);
    const time = reminders.getByLabel('Hora');
    await time.waitFor();
    expect(await time.inputValue()).toBe('08:00');

    await time.fill('07:30');
    await reminders.getByRole('checkbox', { name: 'domingo' }).uncheck();
    await reminders.getByRole('checkbox', { name: 'sábado' }).uncheck();
    await reminders.getByRole('checkbox', { name: 'Email' }).check();
    await reminders.getByRole('button', { name: 'Guardar recordatorios' }).click();
    await reminders.getByText('Recordatorios guardados.').waitFor();
    expect(await serverSettings(page)).toEqual({
      time: '07:30',
      days: [1, 2, 3, 4, 5],
      channels: { push: false, email: true },
    });

    await page.reload();
    await (await scrolledTo(page)).getByLabel('Hora').waitFor();
    expect(await section(page).getByLabel('Hora').inputValue()).toBe('07:30');
    expect(await section(page).getByRole('checkbox', { name: 'domingo' }).isChecked()).toBe(false);
    expect(await section(page).getByRole('checkbox', { name: 'lunes' }).isChecked()).toBe(true);
    expect(await section(page).getByRole('checkbox', { name: 'Email' }).isChecked()).toBe(true);

    await section(page).getByRole('button', { name: 'Crear un enlace nuevo' }).click();
    const link = section(page).getByLabel('Tu enlace privado de calendario');
    await link.waitFor();
    const feed = await link.inputValue();
    expect(new URL(feed).pathname).toMatch(/^\/calendar\/.+\.ics$/);
    const ics = await page.request.get(feed);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');

    await section(page).getByRole('button', { name: 'Desactivar el enlace' }).click();
    await section(page).getByText('El enlace del calendario ya no funciona.').waitFor();
    expect((await page.request.get(feed)).status()).toBe(404);
  });

  test('on a journey, the calendar feed names today’s step', async () => {
    const open = await openPage(browser, { timezoneId: TIME_ZONE });
    opened.push(open);
    const { page } = open;
    await signUpInPage(page, 'reminders-journey');
    await page.goto(url('/journeys/start-here'));
    await page.getByRole('button', { name: 'Unirme a este recorrido' }).click();
    await page.getByText('Te uniste al recorrido.', { exact: false }).waitFor();

    await page.goto(url('/profile'));
    await (await scrolledTo(page)).getByRole('button', { name: 'Crear un enlace nuevo' }).click();
    const link = section(page).getByLabel('Tu enlace privado de calendario');
    await link.waitFor();
    const ics = await page.request.get(await link.inputValue());
    expect(ics.status()).toBe(200);
    // iCalendar folds long lines (a line break and a space) and escapes commas.
    const text = (await ics.text()).replaceAll(/\r?\n[ \t]/g, '').replaceAll('\\,', ',');
    expect(text).toContain('Hoy en «Empieza aquí»: día 1, ');
  });

  test('after the first commitment the app offers once to set a reminder', async () => {
    const open = await openPage(browser, { timezoneId: TIME_ZONE });
    opened.push(open);
    const { page } = open;
    await signUpInPage(page, 'reminder-offer');
    await page.goto(url('/daily-tip'));
    const offer = page.getByRole('complementary', { name: '¿Te lo recordamos mañana?' });
    await page.getByRole('button', { name: 'Marcar como realizado' }).click();
    await offer.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await offer.getByRole('link', { name: 'Configurar un recordatorio' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await section(page).getByLabel('Hora').waitFor();

    // Once: not again on the next visit.
    await page.goto(url('/daily-tip'));
    await page.getByText('Ya realizado').waitFor();
    await afterQueuedTasks(page);
    expect(await offer.count()).toBe(0);
  });

  test('no accessibility violations in either theme, phone and desktop', async () => {
    for (const colorScheme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const open = await openPage(browser, { timezoneId: TIME_ZONE, colorScheme, viewport });
        opened.push(open);
        const { page } = open;
        await signUpInPage(page, `reminders-${colorScheme}-${device}`);
        await page.goto(url('/profile'));
        await (await scrolledTo(page)).getByLabel('Hora').waitFor();
        await section(page).getByRole('button', { name: 'Crear un enlace nuevo' }).click();
        await section(page).getByLabel('Tu enlace privado de calendario').waitFor();
        await expectNoAxeViolations(page);
        if (SHOTS)
          await section(page).screenshot({ path: `${SHOTS}/reminders-${device}-${colorScheme}.png` });
      }
  });
});
