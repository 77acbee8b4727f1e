import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { pagesRoutes, type PagesOptions } from './pages.routes.ts';

/**
 * Serves the built web app: hashed assets cached for a year, public files as they are, and every
 * other path rendered on the server (pages/pages.routes.ts).
 */
export function webAppRoutes(webDir: string, pages: Omit<PagesOptions, 'template'>) {
  const indexFile = path.join(webDir, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const app = new Hono();
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), webDir) || '.',
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A hashed asset that is not there (an old page after a deploy) must fail as a 404, not load
  // index.html as JavaScript.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), webDir) || '.',
      precompressed: true,
      rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p),
    }),
  );
  app.route('/', pagesRoutes({ ...pages, template: index }));
  return app;
}
