import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { lastMailTo, linkIn } from '../../integration/support/outbox.ts';
import { baseUrl } from './browser.ts';

let counter = 0;

/**
 * Registers a new account through the API (as the sign-up form does) and follows the
 * confirmation e-mail from the outbox in this page, which leaves the page's context signed in.
 */
export async function signUpAndConfirm(
  page: Page,
  tag = 'e2e',
): Promise<{ email: string; password: string }> {
  const email = `${tag}-${Date.now()}-${++counter}@example.com`;
  const password = 'moonlight-42';
  const res = await page.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { name: 'Luna', email, password },
    headers: { origin: baseUrl() },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(linkIn(lastMailTo(inject('dataDir'), email)));
  const me = await page.request.get(`${baseUrl()}/api/v1/me`);
  expect(me.status()).toBe(200);
  return { email, password };
}
