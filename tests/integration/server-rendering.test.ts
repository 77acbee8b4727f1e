import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { signUpVerified } from './support/accounts.ts';
import { createTestApp, realContent, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { ensureWebBuild } from './support/web-build.ts';

type Texts = Record<string, unknown>;
const locale = async (language: Language, namespace: string): Promise<Texts> =>
  (await import(`../../src/web/locales/${language}/${namespace}.json`, { with: { type: 'json' } }))
    .default as Texts;
const text = (texts: Texts, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts) as string;

/** The text of an HTML fragment as a reader sees it. */
const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const heading = (html: string) => readable(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
/** What the page shows (the content of #root), without the page state's JSON. */
const shown = (html: string) =>
  readable(/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '');

// Each public page: its heading and a line of its content, by translation key.
const PUBLIC_PAGES: { path: string; namespace: string; heading: string; content: string }[] = [
  { path: '/about', namespace: 'about', heading: 'heading', content: 'lead' },
  { path: '/shop', namespace: 'shop', heading: 'heading', content: 'visitor.body' },
  { path: '/journeys', namespace: 'journeys', heading: 'heading', content: 'intro' },
  { path: '/auth/login', namespace: 'auth', heading: 'login.title', content: 'login.subtitle' },
  { path: '/auth/register', namespace: 'auth', heading: 'register.title', content: 'register.subtitle' },
  { path: '/auth/forgot-password', namespace: 'auth', heading: 'forgot.title', content: 'forgot.subtitle' },
];

describe('pages rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    ensureWebBuild();
    t = await createTestApp(testDatabases[0]!);
  }, 180_000);
  afterAll(() => t.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.request(path, { headers, redirect: 'manual' });
    return { res, html: await res.text() };
  };
  const lang = async (path: string, headers: Record<string, string> = {}) =>
    /<html lang="(\w+)"/.exec((await page(path, headers)).html)?.[1];
  const redirect = async (path: string) => {
    const { res } = await page(path);
    return [res.status, res.headers.get('location')];
  };

  describe.each(LANGUAGES)('in %s', (language) => {
    it('the catalogue holds its heading and the rituals in the language', async () => {
      const { res, html } = await page(`/?lang=${language}`);
      expect(res.status).toBe(200);
      expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${language}"`));
      expect(heading(html)).toBe(text(await locale(language, 'catalogue'), 'heading'));
      const content = await realContent();
      const ritual = content.rituals
        .filter((r) => r.is_active)
        .sort((a, b) => b.popularity_score - a.popularity_score)[0]!;
      expect(shown(html)).toContain(ritual.translations[language].title);
      expect(html).toMatch(/<title>[^<]+ · Ritualia<\/title>/);
    });

    it('the shop holds the items for sale in the language', async () => {
      const items = (await (await t.request(`/api/v1/shop?lang=${language}`)).json()) as {
        data: { name: string }[];
      };
      const { html } = await page(`/shop?lang=${language}`);
      expect(items.data.length).toBeGreaterThan(0);
      for (const item of items.data) expect(shown(html)).toContain(item.name);
    });

    it.each(PUBLIC_PAGES)(
      '$path holds its heading and content',
      async ({ path, namespace, heading: key, content }) => {
        const { res, html } = await page(`${path}?lang=${language}`);
        expect(res.status).toBe(200);
        expect(html).toContain(`<html lang="${language}"`);
        const texts = await locale(language, namespace);
        expect(heading(html)).toBe(text(texts, key));
        expect(shown(html)).toContain(text(texts, content));
      },
    );
  });

  it('picks the language from ?lang=, else the language cookie, else Accept-Language, else es', async () => {
    expect(await lang('/about')).toBe('es');
    expect(await lang('/about', { 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('fr');
    expect(await lang('/about', { 'accept-language': 'fr', cookie: 'language=pt' })).toBe('pt');
    expect(await lang('/about?lang=en', { 'accept-language': 'fr', cookie: 'language=pt' })).toBe('en');
    expect(await lang('/about?lang=xx', { 'accept-language': 'de, en;q=0.5' })).toBe('en');
  });

  it('renders concurrent requests each in its own language', async () => {
    const pages = await Promise.all(
      [...LANGUAGES, ...LANGUAGES].map((language, i) => page(`/about?lang=${language}&n=${i}`)),
    );
    for (const [i, { html }] of pages.entries()) {
      const language = LANGUAGES[i % LANGUAGES.length]!;
      expect(html).toContain(`<html lang="${language}"`);
      expect(heading(html)).toBe(text(await locale(language, 'about'), 'heading'));
    }
  });

  it('paints the chosen theme from its cookie', async () => {
    expect((await page('/about', { cookie: 'theme=dark' })).html).toMatch(
      /<html lang="es" data-theme="dark" class="dark">/,
    );
    expect((await page('/about', { cookie: 'theme=light' })).html).toMatch(
      /<html lang="es" data-theme="light">/,
    );
    expect((await page('/about')).html).toMatch(/<html lang="es" data-theme="system">/);
  });

  it('carries no inline script: only files, the page state and JSON-LD as data blocks', async () => {
    const { res, html } = await page('/');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      if (body!.trim()) expect(attributes).toMatch(/type="application\/(json|ld\+json)"/);
      else expect(attributes).toMatch(/src="/);
    }
    const state = JSON.parse(
      /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!,
    );
    expect(state.language).toBe('es');
    expect(state.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toContain('rituals');
  });

  it('describes each page for search engines and link previews', async () => {
    const { html } = await page('/about?lang=fr');
    const about = await locale('fr', 'about');
    expect(html).toContain(`<title>${text(about, 'pageTitle')} · Ritualia</title>`);
    expect(html).toContain(
      `<meta name="description" content="${text(await locale('fr', 'meta'), 'description.about')}" />`,
    );
    expect(html).toContain(`<link rel="canonical" href="${t.env.baseUrl}/about?lang=fr" />`);
    for (const language of LANGUAGES) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${t.env.baseUrl}/about?lang=${language}" />`,
      );
    }
    // The address without ?lang= speaks the visitor's language: it is the x-default alternate and
    // canonical to itself, never to one of the language pages.
    const negotiated = (await page('/about')).html;
    expect(negotiated).toContain(`<link rel="canonical" href="${t.env.baseUrl}/about" />`);
    expect(negotiated).toContain(
      `<link rel="alternate" hreflang="x-default" href="${t.env.baseUrl}/about" />`,
    );
    expect(html).toContain(`<meta property="og:image" content="${t.env.baseUrl}/og-image.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const image = await t.request('/og-image.png');
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    // The PNG header's width and height (IHDR), as the tags announce them.
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    expect(html).not.toContain('noindex');
    const home = (await page('/?lang=en')).html;
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${t.env.baseUrl}/?q={search_term_string}` },
      },
    });
    expect((await page('/auth/reset-password?token=x')).html).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('answers old and unknown addresses and private pages with redirects', async () => {
    expect(await redirect('/rituals?intention=love')).toEqual([302, '/?intention=love']);
    expect(await redirect('/login?returnUrl=%2Fprogress')).toEqual([
      302,
      '/auth/login?returnUrl=%2Fprogress',
    ]);
    expect(await redirect('/register')).toEqual([302, '/auth/register']);
    // A ritual's retired slug moved for good: a permanent redirect to the ritual's page.
    expect(await redirect('/ritual/honey-offering-for-oshun?lang=fr')).toEqual([301, '/ritual/16?lang=fr']);
    expect(await redirect('/ritual/16')).toEqual([
      302,
      `/auth/login?returnUrl=${encodeURIComponent('/ritual/16')}`,
    ]);
    expect(await redirect('/no/such/page?x=1')).toEqual([302, '/']);
    for (const path of ['/progress', '/daily-tip', '/profile', '/ritual/1?tab=steps']) {
      expect(await redirect(path)).toEqual([302, `/auth/login?returnUrl=${encodeURIComponent(path)}`]);
    }
  });

  it('answers an unknown journey or ritual with 404 and its not-found page, kept out of search', async () => {
    const journeys = await locale('fr', 'journeys');
    const missing = await page('/journeys/no-such-journey?lang=fr');
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get('cache-control')).toBe('private, no-store');
    expect(missing.res.headers.get('etag')).toBeNull();
    expect(heading(missing.html)).toBe(text(journeys, 'notFound.title'));
    expect(missing.html).toContain(`<title>${text(journeys, 'notFound.title')} · Ritualia</title>`);
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    // Asked again, it is still a 404: a not-found page is never answered from the page cache.
    expect((await page('/journeys/no-such-journey?lang=fr')).res.status).toBe(404);
    const known = await page('/journeys/start-here?lang=fr');
    expect(known.res.status).toBe(200);
    expect(known.html).not.toContain('noindex');

    const { browser } = await signUpVerified(t, 'ssr-missing');
    const ritual = await locale('es', 'ritual');
    for (const path of ['/ritual/999999', '/ritual/not-a-number']) {
      const res = await browser.get(path);
      expect(res.status).toBe(404);
      expect(heading(await res.text())).toBe(text(ritual, 'notFound.title'));
    }
  });

  it("renders a signed-in page with the user's data, private, and sends them away from guest pages", async () => {
    const { browser, email } = await signUpVerified(t, 'ssr');
    const profile = await browser.get('/profile');
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
    const html = await profile.text();
    expect(shown(html)).toContain(email);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const progress = await browser.get('/progress');
    expect(heading(await progress.text())).toBe(text(await locale('es', 'progress'), 'heading'));
    const tip = await (await browser.get('/daily-tip')).text();
    expect(heading(tip)).toBe(text(await locale('es', 'dailyTip'), 'heading'));
    // The account has no time zone yet: the server renders the day in UTC.
    const today = new Date().toISOString().slice(0, 10);
    const todaysTip = (await (await browser.get(`/api/v1/daily-tip?date=${today}`)).json()) as {
      data: { content: string };
    };
    expect(shown(tip)).toContain(todaysTip.data.content);
    // Tomorrow's preview comes with the page (what the tip brings, not its text): the browser
    // starts with it instead of asking.
    const dailyTipTexts = await locale('es', 'dailyTip');
    expect(shown(tip)).toContain(text(dailyTipTexts, 'tomorrow.body'));
    expect(shown(tip)).not.toContain(text(dailyTipTexts, 'tomorrow.generic'));
    const content = await realContent();
    const ritual = content.rituals.find((r) => r.is_active)!;
    const ritualHtml = await (await browser.get(`/ritual/${ritual.id}`)).text();
    expect(heading(ritualHtml)).toBe(ritual.translations.es.title);
    const login = await browser.get('/auth/login?returnUrl=%2Fprogress');
    expect([login.status, login.headers.get('location')]).toEqual([302, '/progress']);
    const offsite = await browser.get('/auth/register?returnUrl=%2F%2Fevil.example');
    expect([offsite.status, offsite.headers.get('location')]).toEqual([302, '/']);
  });

  it("renders a signed-in user's pages in their account's language unless the address names one", async () => {
    const { browser } = await signUpVerified(t, 'ssr-lang');
    expect((await browser.patch('/api/v1/me', { language: 'pt' })).status).toBe(200);
    // No language cookie and a browser asking for Spanish: the account's choice wins.
    const progress = await (await browser.get('/progress', { headers: { 'accept-language': 'es' } })).text();
    expect(progress).toContain('<html lang="pt"');
    expect(heading(progress)).toBe(text(await locale('pt', 'progress'), 'heading'));
    const asked = await (await browser.get('/progress?lang=fr')).text();
    expect(asked).toContain('<html lang="fr"');
    expect(heading(asked)).toBe(text(await locale('fr', 'progress'), 'heading'));
  });

  it('answers a form sent before hydration by showing the page again', async () => {
    const res = await t.request('/auth/login?returnUrl=%2Fprogress', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=luna%40example.com&password=secret',
      redirect: 'manual',
    });
    expect([res.status, res.headers.get('location')]).toEqual([303, '/auth/login?returnUrl=%2Fprogress']);
  });

  it("serves a visitor's public page from its cache with a strong ETag and 304", async () => {
    const first = await page('/about?lang=pt');
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.res.headers.get('cache-control')).toBe('public, no-cache');
    const again = await page('/about?lang=pt');
    expect(again.res.headers.get('etag')).toBe(etag);
    expect(again.html).toBe(first.html);
    const revalidated = await page('/about?lang=pt', { 'if-none-match': etag! });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.html).toBe('');
    const otherTheme = await page('/about?lang=pt', { cookie: 'theme=dark' });
    expect(otherTheme.res.headers.get('etag')).not.toBe(etag);
  });

  it('sends a page gzipped to a browser that accepts it, as its own representation', async () => {
    const plain = await page('/about?lang=pt');
    const res = await t.request('/about?lang=pt', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(plain.html.length / 3);
    expect(gunzipSync(bytes).toString()).toBe(plain.html);
    const etag = res.headers.get('etag');
    expect(etag).not.toBe(plain.res.headers.get('etag'));
    const revalidated = await t.request('/about?lang=pt', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('serves robots.txt pointing at a sitemap of the public pages in every language', async () => {
    const robots = await t.request('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${t.env.baseUrl}/sitemap.xml`);
    const sitemap = await t.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]!);
    for (const path of ['/', '/about', '/shop', '/journeys', '/journeys/start-here', '/auth/login']) {
      for (const language of LANGUAGES) expect(locs).toContain(`${t.env.baseUrl}${path}?lang=${language}`);
      expect(locs).toContain(`${t.env.baseUrl}${path}`);
    }
    expect(locs.some((loc) => /ritual|progress|profile|daily-tip/.test(loc))).toBe(false);
    for (const url of urls) {
      const hreflangs = [...url.matchAll(/hreflang="([\w-]+)"/g)].map((m) => m[1]);
      expect(hreflangs).toEqual([...LANGUAGES, 'x-default']);
    }
  });
});
