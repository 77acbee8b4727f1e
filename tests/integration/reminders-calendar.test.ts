import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts.ts';
import { NO_TIMER, publicTip, remindersOf } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  tzid: string | null;
  local: string;
  utc: string;
}

/** Reads a feed with ical.js, resolving times through the feed's own VTIMEZONE, as a client does. */
function parseFeed(ics: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  try {
    return calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const start = event.startDate;
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') as string | null,
        local: start.toString().slice(0, 16),
        utc: start.toJSDate().toISOString(),
      };
    });
  } finally {
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
    }
  }
}

const isMoon = (event: ParsedEvent) => event.uid.startsWith('moon-');
/** The daily tip events of a feed (the full and new moons left out). */
const tipEvents = (ics: string) => parseFeed(ics).filter((event) => !isMoon(event));

describe.each(testDatabases)('calendar feed on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, NO_TIMER);
  });
  afterAll(() => t.close());

  async function calendarUser(tag: string, language: string, timeZone: string) {
    const account = await signUpVerified(t, tag);
    await account.browser.patch('/api/v1/me', { language, timeZone });
    await account.browser.request('/api/v1/me/reminders', {
      method: 'PUT',
      json: { time: '08:30', days: [1, 2, 3, 4, 5, 6, 7], channels: { push: false, email: false } },
    });
    const res = await account.browser.post('/api/v1/me/calendar-token');
    expect(res.status).toBe(201);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    return { ...account, url, token: /\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '' };
  }

  it('serves 30 daily events as valid iCalendar at a private, unguessable URL', async () => {
    const { url } = await calendarUser('feed', 'en', 'Europe/Madrid');
    expect(url).toMatch(new RegExp(`^${t.env.baseUrl}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const res = await t.request(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = tipEvents(await res.text());
    expect(events).toHaveLength(30);
    expect(new Set(events.map((e) => e.uid)).size).toBe(30);
    expect(events.every((e) => e.tzid === 'Europe/Madrid' && e.local.endsWith('T08:30'))).toBe(true);
  });

  it('keeps 08:30 local across the March change, with the tips in the user’s language', async () => {
    const { token } = await calendarUser('spring', 'en', 'Europe/Madrid');
    const clock = { now: new Date('2026-03-15T12:00:00Z') };
    const feed = parseFeed((await remindersOf(t, clock).service.calendar(token)) ?? '');
    const events = feed.filter((event) => !isMoon(event));
    expect(events).toHaveLength(30);
    // The full and new moons of those 30 days, within 2 minutes of their published instants.
    const moons = feed.filter(isMoon);
    const published = [
      ['Ritualia: 🌑 New moon', '2026-03-19T01:23:00Z'],
      ['Ritualia: 🌕 Full moon', '2026-04-02T02:12:00Z'],
    ] as const;
    expect(moons.map((e) => e.summary)).toEqual(published.map(([summary]) => summary));
    for (const [i, [, at]] of published.entries()) {
      const offBy = Math.abs(Date.parse(moons[i]?.utc ?? '') - Date.parse(at));
      expect(offBy).toBeLessThan(2 * 60_000);
    }
    const byDate = new Map(events.map((e) => [e.local.slice(0, 10), e]));
    expect(events[0]?.local).toBe('2026-03-15T08:30');
    expect(events.at(-1)?.local).toBe('2026-04-13T08:30');
    expect(byDate.get('2026-03-28')?.utc).toBe('2026-03-28T07:30:00.000Z');
    expect(byDate.get('2026-03-29')?.utc).toBe('2026-03-29T06:30:00.000Z');
    for (const date of ['2026-03-15', '2026-03-29', '2026-04-13']) {
      const tip = await publicTip(t, 'en', date);
      expect(byDate.get(date)?.summary).toBe(`Ritualia: ${tip.title ?? ''}`);
      expect(byDate.get(date)?.description).toContain(tip.content);
    }
    // The same feed fetched again describes the same events.
    const again = parseFeed((await remindersOf(t, clock).service.calendar(token)) ?? '');
    expect(again.map((e) => e.uid)).toEqual(feed.map((e) => e.uid));
  });

  it('keeps 08:30 local across the October change, in Portuguese', async () => {
    const { token } = await calendarUser('autumn', 'pt', 'Europe/Lisbon');
    const events = tipEvents(
      (await remindersOf(t, { now: new Date('2026-10-20T12:00:00Z') }).service.calendar(token)) ?? '',
    );
    const byDate = new Map(events.map((e) => [e.local.slice(0, 10), e]));
    expect(byDate.get('2026-10-24')?.utc).toBe('2026-10-24T07:30:00.000Z');
    expect(byDate.get('2026-10-25')?.utc).toBe('2026-10-25T08:30:00.000Z');
    const tip = await publicTip(t, 'pt', '2026-10-25');
    expect(byDate.get('2026-10-25')?.description).toContain(tip.content);
  });

  it('names a tip’s event the way French writes a colon, as it does the moon’s', async () => {
    const { token } = await calendarUser('french', 'fr', 'Europe/Paris');
    const clock = { now: new Date('2026-03-15T12:00:00Z') };
    const feed = parseFeed((await remindersOf(t, clock).service.calendar(token)) ?? '');
    const tip = await publicTip(t, 'fr', '2026-03-15');
    const first = feed.find((event) => !isMoon(event) && event.local.startsWith('2026-03-15'));
    expect(first?.summary).toBe(`Ritualia\u202f: ${tip.title ?? ''}`);
    expect(feed.filter(isMoon).map((e) => e.summary)).toContain('Ritualia\u202f: 🌑 Nouvelle lune');
  });

  it('kills the old URL when a new one is made, and every URL when revoked', async () => {
    const user = await calendarUser('revoke', 'es', 'UTC');
    const oldPath = new URL(user.url).pathname;
    const res = await user.browser.post('/api/v1/me/calendar-token');
    const newPath = new URL(((await res.json()) as { data: { url: string } }).data.url).pathname;
    expect(newPath).not.toBe(oldPath);
    const gone = await t.request(`${oldPath}?lang=en`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toContain('calendar link');
    const utcEvents = tipEvents(await (await t.request(newPath)).text());
    expect(utcEvents[0]?.local.endsWith('T08:30')).toBe(true);
    expect(utcEvents[0]?.utc.endsWith('T08:30:00.000Z')).toBe(true);
    expect((await user.browser.delete('/api/v1/me/calendar-token')).status).toBe(204);
    expect((await t.request(newPath)).status).toBe(404);
    expect((await t.request('/calendar/not-a-token.ics')).status).toBe(404);
  });
});
