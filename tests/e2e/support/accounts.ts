import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { readOutbox, type OutboxMail } from '../../integration/support/outbox.ts';
import { baseUrl } from './browser.ts';
import { expectPath, url } from './catalogue.ts';

// Accounts for the journeys: unique addresses, e-mails read from the app's outbox
// (<dataDir>/outbox/*.eml, written because the e2e server has no SMTP_URL), and shortcuts that
// create confirmed accounts through the API when a journey is about something else.

export const PASSWORD = 'luna-llena-42';

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

/** The newest e-mail to `to` whose subject matches, waiting for it to be written. */
export async function waitForMail(to: string, subject?: RegExp, after = 0): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox(inject('dataDir'))
          .slice(after)
          .filter(
            (m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
          )
          .at(-1);
        return found !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return found!;
}

/** How many e-mails are in the outbox now, to wait for a newer one later. */
export const outboxSize = () => readOutbox(inject('dataDir')).length;

export function firstLink(mail: OutboxMail): string {
  const link = mail.links[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}

/** A confirmed account made through the API (not the UI), for journeys about something else. */
export async function createConfirmedAccount(
  tag: string,
  name = 'Luna',
  lang = 'es',
): Promise<{ email: string; password: string; name: string }> {
  const email = uniqueEmail(tag);
  const start = outboxSize();
  const res = await fetch(`${baseUrl()}/api/auth/sign-up/email?lang=${lang}`, {
    method: 'POST',
    // As the app's own pages send it: Node's fetch may add Fetch Metadata, and then better-auth
    // wants an Origin.
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    body: JSON.stringify({ name, email, password: PASSWORD, callbackURL: '/auth/callback' }),
  });
  expect(res.status).toBe(200);
  const mail = await waitForMail(email, undefined, start);
  const confirm = await fetch(firstLink(mail), { redirect: 'manual' });
  expect(confirm.status).toBe(302);
  return { email, password: PASSWORD, name };
}

export function emailField(page: Page, label = 'Email') {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Signs in through the sign-in page and waits until the app has left it. */
export async function signInThroughUi(
  page: Page,
  account: { email: string; password: string },
  path = '/auth/login',
): Promise<void> {
  await page.goto(url(path));
  await emailField(page).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toBe('/auth/login');
}

/** The header's account button (desktop), which carries the user's display name. */
export function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Menú de la cuenta de ${name}` });
}

export async function expectSignedOutHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión', exact: true }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Registrarse', exact: true }).waitFor();
}

export { expectPath };
