// A signed-in user for the browser benches (Lighthouse, the main thread's start), made through the
// API of an app started with NODE_ENV=test, whose e-mails land in the data dir's outbox.
import { readOutbox } from '../tests/integration/support/outbox.ts';

/** Signs up through the API, follows the confirmation link from the outbox, signs in: its Cookie. */
export async function seededUser(baseUrl: string, dataDir: string): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'luna-llena-42';
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Luna', email, password, callbackURL: '/auth/callback' }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    link = readOutbox(dataDir).find((m) => m.to.includes(email))?.links[0];
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no confirmation e-mail');
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Some progress to show: one ritual done today.
  const done = await fetch(`${baseUrl}/api/v1/me/completions`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ ritual_id: 1 }),
  });
  if (!done.ok) throw new Error(`completion: ${done.status} ${await done.text()}`);
  return cookie;
}
