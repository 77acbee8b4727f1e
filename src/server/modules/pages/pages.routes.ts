import { gzipSync } from 'node:zlib';
import { getCookie } from 'hono/cookie';
import { Hono, type Context } from 'hono';
import { acceptsGzip, THRESHOLD } from '../../platform/http/compress-answers.ts';
import type { Logger } from '../../platform/logger.ts';
import { createPageCache, etagOf, type CachedPage, type PageCacheLimits } from './page-cache.ts';
import { pageHead } from './page-head.ts';
import { pageLanguage, pageTheme, type PageTheme } from './page-preferences.ts';
import type { RenderResult } from '../../../shared/rendered-page.ts';
import { retiredSlugTarget } from '../../../shared/ritual-slugs.ts';
import { loadWebRenderer, type ApiFetch, type WebRenderer } from './web-renderer.ts';

export interface PagesOptions {
  /** The built index.html: the page's shell, with the scripts and styles of this build. */
  template: string | undefined;
  /** The built renderer (dist/server/entry-server.js). */
  rendererEntry: string;
  baseUrl: string;
  /** The session cookies' names: a request carrying one may be signed in, so is never cached. */
  sessionCookies: readonly string[];
  api: ApiFetch;
  logger: Logger;
  /** Public pages kept rendered (least recently used go first). */
  cacheLimits?: PageCacheLimits;
}

function shell(template: string, language: string, theme: PageTheme, head: string, root: string): string {
  // Always named, `system` too: the pre-paint script (public/theme-init.js) trusts it and skips
  // reading the cookie on a page fresh from here.
  const themeAttributes = ` data-theme="${theme}"${theme === 'dark' ? ' class="dark"' : ''}`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}"${themeAttributes}>`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', root);
}

/**
 * Every page the web app has, rendered here into HTML that holds what it shows (docs/decisions/
 * 0012-server-rendering.md): in the visitor's language and theme, signed-in pages from the
 * session cookie, guards and old addresses answered with redirects. Public pages for visitors are
 * cached with a strong ETag; anything that may be a signed-in user's is private and never stored.
 */
export function pagesRoutes(options: PagesOptions) {
  const { template, baseUrl, logger } = options;
  // The whole catalogue's page is about half a megabyte: 32 million characters hold dozens of those
  // and hundreds of smaller pages.
  const cache = createPageCache(options.cacheLimits ?? { pages: 500, size: 32_000_000 });
  let renderer: Promise<WebRenderer | undefined> | undefined;
  const app = new Hono();

  const spa = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.html(template!);
  };

  // A form sent before the page was hydrated (they use POST, so no password lands in an address):
  // nothing is read, the page is shown again, now working.
  app.post('*', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}${url.search}`, 303);
  });

  // A ritual's retired slug leads, permanently, to the page the ritual has now.
  app.get('/ritual/:slug', async (c, next) => {
    const target = retiredSlugTarget(c.req.param('slug'));
    if (!target) return next();
    return c.redirect(`${target}${new URL(c.req.url).search}`, 301);
  });

  app.get('*', async (c) => {
    if (!template) return c.text('The web app is not built yet: run `npm run build`.', 503);
    renderer ??= loadWebRenderer(options.rendererEntry, options.api).catch((error: unknown) => {
      logger.error({ err: error, entry: options.rendererEntry }, 'the server renderer could not be loaded');
      return undefined;
    });
    const web = await renderer;
    // Without a server build (an old deploy), the browser renders the page as before.
    if (!web) return spa(c);
    const url = new URL(c.req.url);
    const language = pageLanguage(c);
    const theme = pageTheme(c);
    const mayBeSignedIn = options.sessionCookies.some((name) => getCookie(c, name) !== undefined);
    const key = `${url.pathname}${url.search}|${language}|${theme}`;
    c.header('Vary', 'Cookie, Accept-Language');
    const cached = mayBeSignedIn ? undefined : cache.get(key);
    if (cached) return answer(c, cached, true);

    let result: RenderResult;
    try {
      result = await web.render(`${url.pathname}${url.search}`, {
        cookie: c.req.header('cookie'),
        forwardedFor: c.req.header('x-forwarded-for'),
        language,
        bindings: c.env,
      });
    } catch (error) {
      // A page that cannot be rendered here (the database is down for the session) still opens.
      logger.error({ err: error, path: url.pathname }, 'server rendering failed');
      return spa(c);
    }
    if (result.kind === 'redirect') {
      c.header('Cache-Control', 'no-store');
      return c.redirect(result.location, 302);
    }
    const head = [
      result.head,
      pageHead({
        baseUrl,
        pathname: url.pathname,
        search: url.searchParams,
        language: result.language,
        titleHtml: result.title,
        description: result.description,
        noindex: result.noindex,
      }),
    ].join('\n    ');
    const root = `<div id="root">${result.html}</div>\n    <script type="application/json" id="page-state">${result.state}</script>`;
    const html = shell(template, result.language, theme, head, root);
    // A not-found page is answered fresh each time: the status travels with it, never from a cache.
    if (result.status !== 200) return answer(c, { html, etag: '' }, false, result.status);
    if (result.signedIn || mayBeSignedIn) return answer(c, { html, etag: etagOf(html) }, false);
    return answer(c, cache.set(key, html), true);
  });
  return app;
}

/**
 * The page, gzipped for a browser that accepts it: a page is tens to hundreds of kB of HTML (the
 * catalogue's first rituals, the page state), a second or more on a slow phone connection as it
 * was. A cached page is compressed once, at the best level; a private one anew at a fast level.
 */
function answer(c: Context, page: CachedPage, shared: boolean, status: 200 | 404 = 200): Response {
  // A visitor's page is the same for everyone with that language and theme; a signed-in user's
  // holds their data and is stored nowhere.
  c.header('Cache-Control', shared ? 'public, no-cache' : 'private, no-store');
  c.header('Vary', 'Accept-Encoding', { append: true });
  const gzip = page.html.length >= THRESHOLD && acceptsGzip(c.req.header('Accept-Encoding'));
  // Each encoding is a representation of its own, with its own strong ETag. A not-found page has
  // none: a revalidation must never turn its 404 into a 304.
  if (status === 200) {
    const etag = gzip ? `${page.etag.slice(0, -1)}-gz"` : page.etag;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  }
  if (!gzip) return c.html(page.html, status);
  page.gzipped ??= gzipSync(page.html, { level: shared ? 9 : 1 });
  return c.body(page.gzipped, status, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Encoding': 'gzip',
  });
}
