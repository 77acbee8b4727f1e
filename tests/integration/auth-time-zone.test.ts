import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, TIME_ZONE_HEADER } from '../../src/shared/api/account.ts';
import { uniqueEmail } from './support/accounts.ts';
import { lastMailTo, linkIn } from './support/outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

const PASSWORD = 'moonlight-42';
const zoneHeader = (zone?: string) => (zone === undefined ? {} : { headers: { [TIME_ZONE_HEADER]: zone } });

const profileZone = async (browser: TestClient) =>
  meResponseSchema.parse(await (await browser.get('/api/v1/me')).json()).data.timeZone;

describe.each(testDatabases)('the browser’s time zone at sign-up and sign-in on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  async function signUp(zone?: string) {
    const email = uniqueEmail('zone');
    const browser = t.client();
    const res = await browser.post(
      '/api/auth/sign-up/email',
      { name: 'Luna', email, password: PASSWORD },
      zoneHeader(zone),
    );
    expect(res.status).toBe(200);
    await browser.get(linkIn(lastMailTo(t.dataDir, email)));
    expect(browser.sessionToken).toBeDefined();
    return { email, browser };
  }

  const signIn = async (email: string, zone?: string) => {
    const browser = t.client();
    const res = await browser.post(
      '/api/auth/sign-in/email',
      { email, password: PASSWORD },
      zoneHeader(zone),
    );
    expect(res.status).toBe(200);
    return browser;
  };

  it('starts a new account in the zone its browser sent, in its canonical spelling', async () => {
    const { browser } = await signUp('america/sao_paulo');
    expect(await profileZone(browser)).toBe('America/Sao_Paulo');
  });

  it('ignores a zone that is not an IANA zone', async () => {
    for (const given of ['Mars/Olympus', '+05:00', 'x'.repeat(200)]) {
      const { email, browser } = await signUp(given);
      expect(await profileZone(browser)).toBeNull();
      expect(await profileZone(await signIn(email, given))).toBeNull();
    }
  });

  it('records the zone at the first sign-in that sends one and keeps a zone already chosen', async () => {
    const { email, browser } = await signUp();
    expect(await profileZone(browser)).toBeNull();
    expect(await profileZone(await signIn(email, 'Asia/Tokyo'))).toBe('Asia/Tokyo');
    // A later sign-in from elsewhere does not move it; the profile does.
    expect(await profileZone(await signIn(email, 'Europe/Paris'))).toBe('Asia/Tokyo');
    expect((await browser.patch('/api/v1/me', { timeZone: 'Europe/Madrid' })).status).toBe(200);
    expect(await profileZone(await signIn(email, 'Europe/Paris'))).toBe('Europe/Madrid');
  });

  it('carries the zone through the link that creates an account by e-mail', async () => {
    const email = uniqueEmail('zone-magic');
    const browser = t.client();
    const res = await browser.post(
      '/api/auth/sign-in/magic-link',
      { email, callbackURL: '/auth/callback', errorCallbackURL: '/auth/login' },
      zoneHeader('Africa/Nairobi'),
    );
    expect(res.status).toBe(200);
    // The link is followed without the header, as a mail client would.
    await browser.get(linkIn(lastMailTo(t.dataDir, email)));
    expect(browser.sessionToken).toBeDefined();
    expect(await profileZone(browser)).toBe('Africa/Nairobi');
  });
});
