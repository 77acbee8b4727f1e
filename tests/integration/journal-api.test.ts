import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, JournalPage } from '../../src/shared/api/journal.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { signUpVerified } from './support/accounts.ts';
import { completeRituals, data, errorOf } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

const put = (browser: TestClient, path: string, json: unknown, lang = 'en') =>
  browser.request(`/api/v1/me/journal/${path}?lang=${lang}`, { method: 'PUT', json });
const del = (browser: TestClient, path: string) =>
  browser.request(`/api/v1/me/journal/${path}`, { method: 'DELETE' });

const today = () => localDateOf(new Date(), 'UTC');

describe.each(testDatabases)('practice journal on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/v1/me/journal'],
    ['PUT', '/api/v1/me/journal/rituals/1'],
    ['DELETE', '/api/v1/me/journal/days/2026-01-01'],
  ])('%s %s needs a session', async (method, path) => {
    const res = await t.client().request(path, { method, ...(method === 'PUT' ? { json: {} } : {}) });
    expect(res.status).toBe(401);
  });

  it('writes, edits, lists and deletes notes on a completion and a commitment', async () => {
    const { browser } = await signUpVerified(t, 'writer');
    expect((await put(browser, 'rituals/1', { text: 'Calm', mood: 4 })).status).toBe(404);
    expect((await put(browser, `days/${today()}`, { text: 'x', mood: null })).status).toBe(404);

    await completeRituals(browser, [1, 2]);
    expect((await browser.post('/api/v1/me/commitments', { date: today() })).status).toBe(201);

    const created = await data<JournalEntry>(
      await put(browser, 'rituals/1', { text: 'Calm\nand warm', mood: 4 }),
    );
    expect(created).toMatchObject({
      kind: 'ritual',
      ritual_id: 1,
      text: 'Calm\nand warm',
      mood: 4,
      entry_date: today(),
    });
    const edited = await data<JournalEntry>(await put(browser, 'rituals/1', { text: 'Calmer', mood: 5 }));
    expect(edited).toMatchObject({ text: 'Calmer', mood: 5, created_at: created.created_at });
    await put(browser, 'rituals/2', { text: 'Second', mood: null });
    await put(browser, `days/${today()}`, { text: 'Kept the tip', mood: 3 });

    const all = await data<JournalPage>(await browser.get('/api/v1/me/journal'));
    expect(all.entries).toHaveLength(3);
    expect(all.next_cursor).toBeNull();
    const byRitual = await data<JournalPage>(await browser.get('/api/v1/me/journal?ritual_id=1'));
    expect(byRitual.entries.map((e) => e.text)).toEqual(['Calmer']);
    const otherMonth = await data<JournalPage>(await browser.get('/api/v1/me/journal?month=2001-01'));
    expect(otherMonth.entries).toEqual([]);
    const thisMonth = await data<JournalPage>(
      await browser.get(`/api/v1/me/journal?month=${today().slice(0, 7)}`),
    );
    expect(thisMonth.entries).toHaveLength(3);

    // Pages of one, following the cursor, give every entry once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&before=${cursor}` : '';
      const page: JournalPage = await data<JournalPage>(
        await browser.get(`/api/v1/me/journal?limit=1${query}`),
      );
      seen.push(...page.entries.map((e) => e.text));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['Calmer', 'Kept the tip', 'Second']);

    expect((await del(browser, 'rituals/2')).status).toBe(200);
    expect((await del(browser, 'rituals/2')).status).toBe(404);
    expect((await del(browser, `days/${today()}`)).status).toBe(200);
    const left = await data<JournalPage>(await browser.get('/api/v1/me/journal'));
    expect(left.entries.map((e) => e.text)).toEqual(['Calmer']);

    const exported = (await (await browser.get('/api/v1/me/export')).json()) as { journal: JournalEntry[] };
    expect(exported.journal.map((e) => e.text)).toEqual(['Calmer']);
  });

  it('refuses long notes, control characters and bad moods with a localized 400', async () => {
    const { browser } = await signUpVerified(t, 'strict');
    await completeRituals(browser, [3]);
    expect((await put(browser, 'rituals/3', { text: '🌙'.repeat(2000), mood: 1 })).status).toBe(200);
    const long = await put(browser, 'rituals/3', { text: 'a'.repeat(2001), mood: 1 });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toEqual({
      code: 'journal_text_too_long',
      message: 'The note is longer than 2,000 characters.',
    });
    const control = await put(browser, 'rituals/3', { text: 'bell\u0007', mood: 1 }, 'es');
    expect(await errorOf(control)).toEqual({
      code: 'control_characters',
      message: 'El texto contiene caracteres de control invisibles. Elimínalos y vuelve a intentarlo.',
    });
    for (const mood of [0, 6, 2.5, '3']) {
      const res = await put(browser, 'rituals/3', { text: 'ok', mood });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_mood');
    }
    expect((await errorOf(await browser.get('/api/v1/me/journal?limit=0'))).code).toBe(
      'invalid_journal_query',
    );
    expect((await errorOf(await browser.get('/api/v1/me/journal?before=zzz'))).code).toBe(
      'invalid_journal_query',
    );
    expect((await put(browser, 'days/2026-02-30', { text: 'x', mood: null })).status).toBe(400);
  });

  it('keeps every note private to its author', async () => {
    const alice = await signUpVerified(t, 'alice');
    const bob = await signUpVerified(t, 'bob');
    await completeRituals(alice.browser, [4]);
    await completeRituals(bob.browser, [4]);
    await put(alice.browser, 'rituals/4', { text: 'Alice secret', mood: 2 });

    const bobs = await data<JournalPage>(await bob.browser.get('/api/v1/me/journal'));
    expect(bobs.entries).toEqual([]);
    // Bob writing on the same ritual makes his own note and leaves Alice's alone.
    await put(bob.browser, 'rituals/4', { text: 'Bob note', mood: 5 });
    expect((await del(bob.browser, 'rituals/4')).status).toBe(200);
    const alices = await data<JournalPage>(await alice.browser.get('/api/v1/me/journal'));
    expect(alices.entries.map((e) => e.text)).toEqual(['Alice secret']);
    const bobExport = await (await bob.browser.get('/api/v1/me/export')).text();
    expect(bobExport).not.toContain('Alice secret');
    // No public answer carries notes.
    for (const path of ['/api/v1/rituals/4?lang=en', '/api/v1/rituals?lang=en', '/api/v1/shop']) {
      expect(await (await t.request(path)).text()).not.toContain('Alice secret');
    }
  });

  it('answers every save and delete of one note racing each other, each save with what it saved', async () => {
    const { browser } = await signUpVerified(t, 'racer');
    await completeRituals(browser, [5]);
    const rounds = Array.from({ length: 30 }, (_, i) => i);
    const results = await Promise.all(
      rounds.flatMap((i) => [
        put(browser, 'rituals/5', { text: `Round ${i}`, mood: (i % 5) + 1 }).then(async (res) => ({
          i,
          status: res.status,
          body: res.status === 200 ? await data<JournalEntry>(res) : null,
        })),
        del(browser, 'rituals/5').then((res) => ({ i, status: res.status, body: null })),
      ]),
    );
    for (const { i, status, body } of results) {
      expect(status).toBeLessThan(500);
      if (body) expect(body).toMatchObject({ ritual_id: 5, text: `Round ${i}`, mood: (i % 5) + 1 });
    }
    expect(results.filter((r) => r.body).length).toBe(rounds.length);
  });
});
