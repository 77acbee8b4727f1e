import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap.ts';
import { ContentError } from './content/content-loader.ts';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';

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

const server = serve({ fetch: app.hono.fetch, port: env.port, hostname: env.host }, (info) => {
  logger.info({ url: env.baseUrl, port: info.port }, 'Ritualia is listening');
});

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close(() => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
