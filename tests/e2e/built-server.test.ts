import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../integration/support/server-process.ts';

// What `npm start` runs: the bundled server (dist/server/main.mjs), started on its own data and
// content, restarted as a deploy would, and asked for what a visitor and a load balancer ask for.
const BUNDLE = 'dist/server/main.mjs';

async function page(server: ServerProcess, url: string) {
  const res = await fetch(`${server.baseUrl}${url}`);
  return { status: res.status, body: await res.text() };
}
const ritualTitle = async (server: ServerProcess) =>
  (JSON.parse((await page(server, '/api/v1/rituals/1')).body) as { data: { title: string } }).data.title;

describe('the bundled server', () => {
  let dir: string;
  let contentDir: string;
  let running: ServerProcess | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ritualia-bundle-'));
    contentDir = path.join(dir, 'content');
    cpSync('content', contentDir, { recursive: true });
  });
  afterAll(async () => {
    await running?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async () => {
    await running?.stop();
    const env = { DATA_DIR: path.join(dir, 'data'), CONTENT_DIR: contentDir, LOG_LEVEL: 'info' };
    running = await startServerProcess(env, undefined, BUNDLE);
    return running;
  };

  it('starts, answers its health check and serves the pages and the API', async () => {
    const server = await start();
    expect(await page(server, '/api/health')).toMatchObject({ status: 200 });
    const home = await page(server, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Ofrenda andina de gratitud a la Pachamama');
    expect((await page(server, '/ritual/1')).status).toBe(200);
    expect(await ritualTitle(server)).toBe('Ofrenda andina de gratitud a la Pachamama');
    // A search builds its index with the interface's intention labels, which the bundle carries.
    const found = JSON.parse((await page(server, '/api/v1/rituals?q=gratitud')).body) as { data: unknown[] };
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('skips the unchanged content on a restart, and imports an edited file on the next', async () => {
    let server = await start();
    expect(server.output()).toContain('content unchanged since the last import');

    const file = path.join(contentDir, 'rituals', readdirSync(path.join(contentDir, 'rituals')).sort()[0]!);
    const ritual = JSON.parse(readFileSync(file, 'utf8'));
    ritual.translations.es.title = 'Una ofrenda editada antes de reiniciar';
    writeFileSync(file, JSON.stringify(ritual));
    server = await start();
    expect(server.output()).toContain('content imported');
    expect(await ritualTitle(server)).toBe('Una ofrenda editada antes de reiniciar');
  });
});
