import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import {
  relatedRitualsResponseSchema,
  ritualListResponseSchema,
  type Ritual,
} from '../../src/shared/api/catalogue.ts';
import { applyFilters, EMPTY_FILTERS, FILTER_GROUPS } from '../../src/shared/catalogue-filters.ts';
import { searchRituals } from '../../src/shared/catalogue-lookup.ts';
import { relatedRituals } from '../../src/shared/related-rituals.ts';
import type { IntentionLabels } from '../../src/shared/catalogue-search.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const countBy = (rituals: readonly Ritual[], group: (typeof FILTER_GROUPS)[number]) => {
  const counts: Record<string, number> = {};
  for (const ritual of rituals) counts[ritual[group]] = (counts[ritual[group]] ?? 0) + 1;
  return counts;
};
const ids = (rituals: readonly Ritual[]) => rituals.map((r) => r.id);

describe.each(testDatabases)('catalogue search API on $name', (kind) => {
  let t: TestApp;
  let all: Ritual[];
  const get = async (query: string, init?: RequestInit) => {
    const res = await t.request(`/api/v1/rituals?${query}`, init);
    expect(res.status).toBe(200);
    return ritualListResponseSchema.parse(await res.json());
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    all = (await get('lang=es')).data;
  });
  afterAll(() => t.close());

  it('answers the whole list without paging, with its total and facets', async () => {
    const whole = await get('lang=es');
    expect(whole).toMatchObject({ page: 1, limit: all.length, total: all.length, exact: all.length });
    expect(all.length).toBeGreaterThan(24);
    for (const group of FILTER_GROUPS) expect(whole.facets[group]).toEqual(countBy(all, group));
  });

  it('answers a search asked again, gzipped or not and in any case or spacing, as it did first', async () => {
    const query = 'lang=es&q=vela&page=1&limit=24';
    const plain = await get(query);
    expect(plain.total).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) {
      const res = await t.request(`/api/v1/rituals?${query}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
      expect(ritualListResponseSchema.parse(JSON.parse(body))).toEqual(plain);
      expect(await get(query)).toEqual(plain);
    }
    expect(await get('lang=es&q=%20VELA%20&page=1&limit=24')).toEqual(plain);
  });

  it('pages through the same order, 24 at a time when only the page is given', async () => {
    const first = await get('lang=es&page=1');
    expect(first).toMatchObject({ page: 1, limit: 24, total: all.length });
    expect(ids(first.data)).toEqual(ids(all.slice(0, 24)));
    const pages: Ritual[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 10); page++) {
      pages.push(...(await get(`lang=es&page=${page}&limit=10`)).data);
    }
    expect(ids(pages)).toEqual(ids(all));
    const beyond = await get('lang=es&page=99&limit=10');
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('keeps OR within a group and AND across groups, repeated or as a comma list', async () => {
    const [a, b] = Object.keys(countBy(all, 'type'));
    const either = all.filter((r) => r.type === a || r.type === b);
    expect(ids((await get(`lang=es&type=${a}&type=${b}`)).data)).toEqual(ids(either));
    expect(ids((await get(`lang=es&type=${a},${b}`)).data)).toEqual(ids(either));
    const intention = either[0]!.intention;
    const both = either.filter((r) => r.intention === intention);
    const answer = await get(`lang=es&type=${a}&type=${b}&intention=${intention}`);
    expect(ids(answer.data)).toEqual(ids(both));
    expect(answer.total).toBe(both.length);
  });

  it('counts each option as what choosing it would give', async () => {
    const type = all[0]!.type;
    const intention = all[0]!.intention;
    const answer = await get(`lang=es&type=${type}&intention=${intention}&page=1&limit=5`);
    // A group's own selection is left out of its counts: they say what adding an option gives.
    expect(answer.facets.type).toEqual(
      countBy(
        all.filter((r) => r.intention === intention),
        'type',
      ),
    );
    expect(answer.facets.intention).toEqual(
      countBy(
        all.filter((r) => r.type === type),
        'intention',
      ),
    );
    const result = all.filter((r) => r.type === type && r.intention === intention);
    expect(answer.facets.culture).toEqual(countBy(result, 'culture'));
    for (const [culture, count] of Object.entries(answer.facets.culture)) {
      const narrowed = await get(`lang=es&type=${type}&intention=${intention}&culture=${culture}&limit=1`);
      expect(narrowed.total).toBe(count);
    }
  });

  it('searches by the shared hybrid rules, exact results first', async () => {
    const labels = JSON.parse(readFileSync('src/web/locales/es/taxonomy.json', 'utf8')) as {
      intention: IntentionLabels;
    };
    const rare = all.at(-1)!.title;
    let related = 0;
    for (const q of ['vela', 'AGUA', 'protección', rare, 'luna sal']) {
      const expected = searchRituals(all, q, labels.intention);
      const answer = await get(`lang=es&q=${encodeURIComponent(q)}`);
      expect(ids(answer.data)).toEqual([...ids(expected.exact), ...ids(expected.related)]);
      expect(answer.exact).toBe(expected.exact.length);
      related += expected.related.length;
    }
    expect(related).toBeGreaterThan(0);
    const byTitle = await get(`lang=es&q=${encodeURIComponent(rare)}`);
    expect(byTitle.data[0]?.title).toBe(rare);
    const folded = await get('lang=es&q=PROTECCION');
    expect(ids(folded.data)).toEqual(ids((await get('lang=es&q=protección')).data));
  });

  it('searches within the filters and the given ritual ids', async () => {
    const labels = JSON.parse(readFileSync('src/web/locales/en/taxonomy.json', 'utf8')) as {
      intention: IntentionLabels;
    };
    const english = (await get('lang=en')).data;
    const filters = { ...EMPTY_FILTERS, moment: [english[0]!.moment] };
    const expected = searchRituals(applyFilters(english, filters), 'candle', labels.intention);
    const answer = await get(`lang=en&q=candle&moment=${english[0]!.moment}`);
    expect(ids(answer.data)).toEqual([...ids(expected.exact), ...ids(expected.related)]);
    const chosen = [english[3]!.id, english[1]!.id];
    expect(ids((await get(`lang=en&id=${chosen.join(',')}`)).data)).toEqual([english[1]!.id, english[3]!.id]);
  });

  it('answers the rituals most like one, without the whole list', async () => {
    for (const ritual of [all[0]!, all.at(-1)!]) {
      const res = await t.request(`/api/v1/rituals/${ritual.id}/related?lang=es`);
      expect(res.status).toBe(200);
      const { data } = relatedRitualsResponseSchema.parse(await res.json());
      expect(ids(data)).toEqual(ids(relatedRituals(ritual, all)));
      expect(data.length).toBe(4);
    }
    const missing = await t.request('/api/v1/rituals/999999/related', {
      headers: { 'accept-language': 'en' },
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.code).toBe('ritual_not_found');
  });

  it.each([
    ['type=unknown', 'invalid_filter'],
    ['intention=love,nope', 'invalid_filter'],
    ['page=0', 'invalid_page'],
    ['page=abc', 'invalid_page'],
    ['limit=101', 'invalid_limit'],
    ['limit=-1', 'invalid_limit'],
    [`q=${'a'.repeat(201)}`, 'invalid_search'],
    ['id=x', 'invalid_ritual_ids'],
  ])('refuses %s with a localized 400', async (query, code) => {
    const es = await t.request(`/api/v1/rituals?${query}`);
    expect(es.status).toBe(400);
    const esBody = (await es.json()) as ErrorBody;
    expect(esBody.error.code).toBe(code);
    const en = await t.request(`/api/v1/rituals?${query}`, { headers: { 'accept-language': 'en' } });
    const enBody = (await en.json()) as ErrorBody;
    expect(en.status).toBe(400);
    expect(enBody.error.code).toBe(code);
    expect(enBody.error.message).not.toBe(esBody.error.message);
    expect(enBody.error.message.length).toBeGreaterThan(10);
  });
});
