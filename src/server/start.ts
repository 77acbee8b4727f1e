// Start-up proper: environment, database, content, app, listening, and shutdown on signals.
// main.ts loads it once the compile cache is on.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap.ts';
import { createServerWith } from './modules/catalogue/index.ts';
import { ContentError } from './modules/content/index.ts';
import { EnvError, loadEnv } from './platform/env.ts';
import { gracefulShutdown } from './platform/http/graceful-shutdown.ts';
import { createLogger } from './platform/logger.ts';

function fail(error: unknown): never {
  if (error instanceof EnvError) console.error(error.message);
  else if (error instanceof ContentError) {
    console.error('The content files have problems (run `npm run content:check`):');
    for (const p of error.problems.slice(0, 20)) console.error(`  ${p.file}: ${p.field}: ${p.message}`);
  } else console.error(error);
  process.exit(1);
}

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    return fail(error);
  }
})();
const logger = createLogger(env);
const { db, app } = await bootstrap(env, logger).catch(fail);

const options = {
  fetch: app.hono.fetch,
  port: env.port,
  hostname: env.host,
  createServer: createServerWith(app.fastPath),
};
const server = serve(options, (info) => {
  logger.info({ url: env.baseUrl, port: info.port }, 'Ritualia is listening');
});
// An idle keep-alive connection stays open longer than a proxy or client keeps one for reuse
// (nginx's upstream keepalive, browsers, API clients: up to about a minute). Node's default of 5 s
// closes it under a client that is sending on it at that moment, which resets that request
// (ECONNRESET, a 502 behind nginx).
(server as Server).keepAliveTimeout = 65_000;
(server as Server).headersTimeout = 66_000;
const stopServing = gracefulShutdown(server as Server, {
  drainMs: env.shutdown.drainMs,
  graceMs: env.shutdown.graceMs,
  logger,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: readiness fails, then in-flight requests finish');
  // Readiness fails first, so a load balancer stops sending before the listener closes.
  app.drain();
  const finished = await stopServing();
  await app.close().catch((err: unknown) => logger.error({ err }, 'shutdown: closing Redis or SMTP failed'));
  await db.close().catch((err: unknown) => logger.error({ err }, 'shutdown: closing the database failed'));
  logger.info({ finished }, 'stopped');
  process.exit(finished ? 0 : 1);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
