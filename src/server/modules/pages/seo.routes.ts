import { escapeUTF8 as escapeXml } from 'entities';
import { Hono } from 'hono';
import { LANGUAGES } from '../../../shared/languages.ts';
import { languageUrl } from './page-head.ts';

/**
 * The pages anyone can open; signed-in pages (rituals, progress…) are private and not listed. Each
 * journey's page (/journeys/<slug>) is public too, listed from the content (`contentPages`).
 */
export const PUBLIC_PAGES = ['/', '/about', '/shop', '/journeys', '/auth/login', '/auth/register'] as const;

function sitemap(baseUrl: string, pages: readonly string[]): string {
  const empty = new URLSearchParams();
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(languageUrl(baseUrl, page, empty, language))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(languageUrl(baseUrl, page, empty))}"/>`,
    ].join('\n');
    // Every alternate the pages name, the x-default one too, is a page of its own canonical to itself.
    return [...LANGUAGES, undefined].map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(languageUrl(baseUrl, page, empty, language))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt and the sitemap of the public pages in every language, for search engines.
 * `contentPages` names the public pages the content makes (each journey's), read once on first use.
 */
export function seoRoutes(baseUrl: string, contentPages: () => Promise<readonly string[]> = async () => []) {
  const app = new Hono();
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
  let map: Promise<string> | undefined;
  const built = () =>
    (map ??= contentPages()
      .then((pages) => sitemap(baseUrl, [...PUBLIC_PAGES, ...pages]))
      .catch((error: unknown) => {
        // Asked again next time rather than keeping a failure.
        map = undefined;
        throw error;
      }));
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
  app.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(await built(), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  return app;
}
