import { expect } from 'vitest';
import { lastMailTo, linkIn } from './outbox.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

export interface TestAccount {
  email: string;
  password: string;
  browser: TestClient;
}

/** Registers through the API and follows the confirmation e-mail, leaving the browser signed in. */
export async function signUpVerified(
  t: TestApp,
  tag = 'user',
  password = 'moonlight-42',
): Promise<TestAccount> {
  const email = uniqueEmail(tag);
  const browser = t.client();
  const res = await browser.post('/api/auth/sign-up/email', { name: 'Luna', email, password });
  expect(res.status).toBe(200);
  await browser.get(linkIn(lastMailTo(t.dataDir, email)));
  expect(browser.sessionToken).toBeDefined();
  return { email, password, browser };
}
