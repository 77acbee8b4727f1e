// What the browser benches (Lighthouse, the main thread's start) open: the built app served by its
// own server on a fresh SQLite data dir, the pages they measure (tests/e2e/support/start-pages.ts),
// and a signed-in user made through the API (NODE_ENV=test, so its e-mails land in the data dir's outbox).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNED_IN_SEEDS, START_PAGES, type StartPage } from '../tests/e2e/support/start-pages.ts';
import { readOutbox } from '../tests/integration/support/outbox.ts';
import { freePort, serverEnv } from '../tests/integration/support/server-process.ts';
import { startApp, stopApp } from './bench-app.ts';

/** The pages named in `only` ("home,progress"), or all of them. */
export function benchPages(only: string | undefined): readonly StartPage[] {
  const names = only?.split(',').map((name) => name.trim());
  return names ? START_PAGES.filter((p) => names.includes(p.name)) : START_PAGES;
}

export interface PageApp {
  baseUrl: string;
  /** The seeded user's Cookie header. */
  cookie: string;
  stop(): Promise<void>;
}

/** Starts the built app on `port` (any free one unless told) with a seeded user. */
export async function startPageApp(name: string, port?: number): Promise<PageApp> {
  if (!existsSync('dist/web/index.html')) throw new Error('Run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), `ritualia-${name}-`));
  const chosen = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${chosen}`;
  // Not production (NODE_ENV=test): the seeded user's confirmation e-mail is read from the outbox.
  const server = await startApp({
    ...serverEnv(chosen, dataDir, baseUrl),
    AUTH_SECRET: randomBytes(32).toString('base64'),
  });
  const stop = async () => {
    await stopApp(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { baseUrl, cookie: await seededUser(baseUrl, dataDir), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Signs up through the API, follows the confirmation link from the outbox, signs in: its Cookie. */
async function seededUser(baseUrl: string, dataDir: string): Promise<string> {
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
  for (const [method, address, body] of SIGNED_IN_SEEDS) {
    const answer = await fetch(`${baseUrl}${address}`, {
      method,
      headers: { ...headers, cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!answer.ok) throw new Error(`${method} ${address}: ${answer.status} ${await answer.text()}`);
  }
  return cookie;
}
