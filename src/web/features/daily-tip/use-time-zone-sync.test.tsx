import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailUser } from '#web/test/users.ts';
import { answer, fakeServer, renderWithApp, type Sent } from '#web/test/render.tsx';
import { SESSION_QUERY_KEY, useSession, type CurrentUser } from '../auth/session.ts';
import { useTimeZoneSync } from './use-time-zone-sync.ts';

// A user's day is their local day: the browser tells the account its time zone when the two
// differ, once per zone and account on this device, so a zone the person picks in their profile
// stays until the device itself moves.

const SENT_KEY = 'ritualia.timeZoneSent';
const deviceZone = process.env.TZ;

/** The hook, and a line once the session is known: its effect has run when the line shows. */
function Sync() {
  useTimeZoneSync();
  return useSession().user ? <p>signed in</p> : null;
}

/** The device's own zone, as the operating system sets it. */
function deviceIn(zone: string) {
  process.env.TZ = zone;
}

/** A server holding `account`; PATCH /api/v1/me answers `patchStatus`, storing the change on a 200. */
function server(account: CurrentUser, patchStatus = 200) {
  let stored = account;
  return fakeServer(({ method, path, body }) => {
    if (path.startsWith('/api/v1/session')) return answer(200, { success: true, data: stored });
    if (method === 'PATCH' && path === '/api/v1/me') {
      if (patchStatus !== 200)
        return answer(patchStatus, { error: { code: 'service_unavailable', message: '…' } });
      stored = { ...stored, ...(body as Partial<CurrentUser>) };
      return answer(200, { success: true, data: stored });
    }
    return undefined;
  });
}

const patches = (requests: Sent[]) => requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
const sent = () => JSON.parse(localStorage.getItem(SENT_KEY) ?? '{}') as Record<string, string>;

/** One page load, up to the hook's decision (it runs once the session is known). */
async function load() {
  const page = await renderWithApp(<Sync />);
  await page.findByText('signed in');
  return page;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  // process.env keeps strings only: an unset zone is deleted, not set to "undefined".
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('the time zone an account keeps', () => {
  it('records the device’s zone for an account without one, once', async () => {
    deviceIn('America/Bogota');
    const { requests } = server({ ...emailUser, timeZone: null });
    const first = await load();
    await waitFor(() => expect(patches(requests)).toEqual([{ timeZone: 'America/Bogota' }]));
    await waitFor(() =>
      expect(first.queryClient.getQueryData<CurrentUser>(SESSION_QUERY_KEY)?.timeZone).toBe('America/Bogota'),
    );
    first.unmount();

    await load();
    expect(patches(requests)).toHaveLength(1);
  });

  it('sends nothing when the account already has the device’s zone', async () => {
    deviceIn('Europe/Madrid');
    const { requests } = server(emailUser);
    await load();
    expect(sent()[emailUser.id]).toBe('Europe/Madrid');
    expect(patches(requests)).toEqual([]);
  });

  it('leaves a zone chosen in the profile alone while the device stays in its zone', async () => {
    deviceIn('America/Bogota');
    localStorage.setItem(SENT_KEY, JSON.stringify({ [emailUser.id]: 'America/Bogota' }));
    const { requests } = server({ ...emailUser, timeZone: 'Asia/Tokyo' });
    await load();
    expect(patches(requests)).toEqual([]);
  });

  it('sends the new zone when the device moves', async () => {
    deviceIn('Europe/Lisbon');
    localStorage.setItem(SENT_KEY, JSON.stringify({ [emailUser.id]: 'America/Bogota' }));
    const { requests } = server({ ...emailUser, timeZone: 'America/Bogota' });
    await load();
    await waitFor(() => expect(patches(requests)).toEqual([{ timeZone: 'Europe/Lisbon' }]));
  });

  it('tries again on the next page load when the change could not be saved', async () => {
    deviceIn('America/Bogota');
    const failing = server({ ...emailUser, timeZone: null }, 503);
    const first = await load();
    await waitFor(() => expect(patches(failing.requests)).toHaveLength(1));
    await waitFor(() => expect(sent()[emailUser.id]).toBe(''));
    first.unmount();

    const { requests } = server({ ...emailUser, timeZone: null });
    await load();
    await waitFor(() => expect(patches(requests)).toEqual([{ timeZone: 'America/Bogota' }]));
  });
});
