import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built single-page app: hashed assets cached for a year, every other path answered
 * with index.html so the client router decides (unknown paths redirect home there).
 */
export function webAppRoutes(webDir: string) {
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
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!index) return c.text('The web app is not built yet: run `npm run build`.', 503);
    return c.html(index);
  });
  return app;
}
