import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProgress } from '../../src/shared/api/progress.ts';
import { signUpVerified } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { zoneWhereHourIs } from './support/time-zones.ts';

describe.each(testDatabases)('time achievements after a time-zone change on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('unlocks night_owl once a new zone puts a past completion after 22:00', async () => {
    const { browser } = await signUpVerified(t, 'zone');
    // Both zones from one instant taken before the completion: if the hour turns meanwhile, the
    // completion lands at 13:xx and 23:xx local, which changes neither outcome.
    const now = new Date();
    expect((await browser.patch('/api/v1/me', { timeZone: zoneWhereHourIs(12, now) })).status).toBe(200);
    expect((await browser.post('/api/v1/me/completions', { ritual_id: 1 })).status).toBe(201);
    const owl = async () => {
      const res = await browser.get('/api/v1/me/progress?lang=en');
      const body = (await res.json()) as { data: UserProgress };
      return body.data.achievements.find((a) => a.key === 'night_owl');
    };
    expect((await owl())?.unlocked).toBe(false);

    expect((await browser.patch('/api/v1/me', { timeZone: zoneWhereHourIs(22, now) })).status).toBe(200);
    const after = await owl();
    expect(after?.unlocked).toBe(true);
    expect(after?.progressPercentage).toBe(100);
  });
});
