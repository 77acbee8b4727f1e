import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { ritualListResponseSchema, ritualResponseSchema } from '../../src/shared/api/catalogue.ts';
import { dailyTipResponseSchema } from '../../src/shared/api/daily-tip.ts';
import { createTestApp, realContent, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

describe.each(testDatabases)('catalogue API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists active rituals in Spanish by default, most popular first', async () => {
    const res = await t.request('/api/v1/rituals');
    expect(res.status).toBe(200);
    const body = ritualListResponseSchema.parse(await res.json());
    const content = await realContent();
    expect(body.data).toHaveLength(content.rituals.filter((r) => r.is_active).length);
    expect(body.data.every((r) => r.language === 'es' && r.is_active)).toBe(true);
    const scores = body.data.map((r) => r.popularity_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const first = content.rituals.find((r) => r.id === body.data[0]?.id);
    expect(body.data[0]?.title).toBe(first?.translations.es.title);
  });

  it('without ?lang= answers in the Accept-Language, and ?lang= wins over it', async () => {
    const accept = { headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' } };
    const byHeader = await t.request('/api/v1/rituals', accept);
    expect(byHeader.headers.get('vary')).toMatch(/accept-language/i);
    expect(ritualListResponseSchema.parse(await byHeader.json()).data[0]?.language).toBe('pt');
    const byQuery = await t.request('/api/v1/rituals?lang=fr', accept);
    expect(ritualListResponseSchema.parse(await byQuery.json()).data[0]?.language).toBe('fr');
    const tip = await t.request('/api/v1/daily-tip', { headers: { 'accept-language': 'en' } });
    const content = await realContent();
    const { data } = dailyTipResponseSchema.parse(await tip.json());
    expect(data.content).toBe(
      content.tips.find((e) => e.day_of_year === data.dayOfYear)?.translations.en.text,
    );
  });

  it.each(['en', 'fr', 'pt'] as const)('serves the %s translation', async (lang) => {
    const body = ritualListResponseSchema.parse(
      await (await t.request(`/api/v1/rituals?lang=${lang}`)).json(),
    );
    const content = await realContent();
    for (const ritual of body.data.slice(0, 5)) {
      const source = content.rituals.find((r) => r.id === ritual.id);
      expect(ritual.title).toBe(source?.translations[lang].title);
      expect(ritual.steps).toEqual(source?.translations[lang].steps);
    }
  });

  it.each(['de', 'ES', '', 'es,en'])('refuses lang=%s with a clear 400', async (lang) => {
    const res = await t.request(`/api/v1/rituals?lang=${encodeURIComponent(lang)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('invalid_language');
    expect(body.error.message).toMatch(/es, en, fr/);
  });

  it('localizes the error message from Accept-Language', async () => {
    const res = await t.request('/api/v1/rituals?lang=xx', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(((await res.json()) as ErrorBody).error.message).toBe('La langue doit être es, en, fr ou pt.');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await t.request('/api/v1/rituals?lang=en');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request('/api/v1/rituals?lang=en', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.request('/api/v1/rituals?lang=fr', { headers: { 'if-none-match': etag ?? '' } });
    expect(other.status).toBe(200);
  });

  it('compresses when the client accepts it', async () => {
    const br = await t.request('/api/v1/rituals', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const gz = await t.request('/api/v1/rituals', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).not.toBe(br.headers.get('etag'));
  });

  it('returns one ritual by id, and 404 JSON when absent or not numeric', async () => {
    const list = ritualListResponseSchema.parse(await (await t.request('/api/v1/rituals?lang=pt')).json());
    const id = list.data[0]?.id;
    const one = ritualResponseSchema.parse(await (await t.request(`/api/v1/rituals/${id}?lang=pt`)).json());
    expect(one.data).toEqual(list.data[0]);
    for (const bad of ['999999', 'abc', '0', '-1', '1.5']) {
      const res = await t.request(`/api/v1/rituals/${bad}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe('ritual_not_found');
    }
    expect((await t.request(`/api/v1/rituals/${id}?lang=it`)).status).toBe(400);
  });

  it('reports readiness with the ritual count, and liveness', async () => {
    const res = await t.request('/api/ready');
    expect(res.status).toBe(200);
    const content = await realContent();
    expect(await res.json()).toMatchObject({
      status: 'ready',
      rituals: content.rituals.filter((r) => r.is_active).length,
    });
    expect(await (await t.request('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('answers a missing hashed asset with 404 instead of the app page', async () => {
    const res = await t.request('/assets/index-missing.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
  });

  it('answers unknown API paths with a JSON 404 and security headers everywhere', async () => {
    const res = await t.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('not_found');
    for (const r of [res, await t.request('/api/v1/rituals'), await t.request('/some/page')]) {
      expect(r.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(r.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBeTruthy();
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('readiness when the database does not answer', () => {
  it('returns 503 with a JSON error, while liveness stays 200', async () => {
    const [kind] = testDatabases;
    const t = await createTestApp(kind!);
    await t.db.close();
    const res = await t.request('/api/ready');
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe('database_unavailable');
    expect((await t.request('/api/health')).status).toBe(200);
    await t.close().catch(() => undefined);
  });
});
