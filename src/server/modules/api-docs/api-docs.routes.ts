import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { API_ROUTES } from './api-routes.ts';
import { openApiDocument } from './openapi.ts';

// /api/openapi.json and the interactive reference at /api/docs (Scalar's standalone bundle,
// served from node_modules: no CDN, and no inline script, so the site's CSP holds).

const SCALAR_BUNDLE = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@scalar/api-reference'))),
  'browser',
  'standalone.js',
);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ritualia API reference</title>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// Everything stays on this server: no fonts, proxy, telemetry or assistant from elsewhere.
const INIT = `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideDarkModeToggle: false,
})});\n`;

// The bundle styles itself with inline styles and reads the document from this origin only.
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The bundle declares its fonts on Scalar's font host whatever the configuration says; those
 * sources become local-only, so the page falls back to system fonts instead of asking that host
 * (which the CSP would refuse, with an error in the console).
 */
const withoutHostedFonts = (code: string) =>
  code.replaceAll(/url\(https:\/\/fonts\.scalar\.com\/[\w.-]+\) format\("woff2"\)/g, 'local("Inter")');

export function apiDocsRoutes() {
  let document: string | undefined;
  let bundle: Promise<string> | undefined;
  return new Hono()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(openApiDocument(API_ROUTES));
      c.header('Cache-Control', 'no-cache');
      return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      c.header('Content-Security-Policy', DOCS_CSP);
      return c.html(PAGE);
    })
    .get('/docs/scalar.js', async (c) => {
      bundle ??= readFile(SCALAR_BUNDLE, 'utf8').then(withoutHostedFonts);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(await bundle, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    })
    .get('/docs/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
}
