import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

/** Everything the server sends on a socket until it closes it; rejects on a reset. */
function collect(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(data));
  });
}

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

describe('SIGTERM', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '600' });
  });
  afterAll(() => server.stop());

  it('fails readiness first, answers every accepted connection, closes idle ones and exits 0', async () => {
    const { port } = server;
    // A keep-alive connection that has been served and sits idle.
    const idle = await open(port);
    const idleDone = collect(idle);
    idle.write(get('/api/health'));
    await new Promise((r) => setTimeout(r, 100));
    // Connections accepted before the signal whose requests are not sent yet.
    const waiting = await Promise.all(Array.from({ length: 120 }, () => open(port)));
    const waitingDone = waiting.map(collect);
    // A request whose body is still on its way when the signal arrives.
    const slow = await open(port);
    const slowDone = collect(slow);
    slow.write(
      'POST /api/v1/me/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Origin: ${server.baseUrl}\r\nContent-Length: 16\r\n\r\n{"ritual_id"`,
    );
    await new Promise((r) => setTimeout(r, 100));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 150));

    // Readiness fails while the listener still accepts.
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { draining: true } });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    for (const socket of waiting) socket.write(get('/api/health'));
    slow.write(': 1}');

    const answers = await Promise.all(waitingDone);
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 200')).length).toBe(120);
    for (const a of answers) expect(a).toMatch(/\r\nconnection: close\r\n/i);
    // Not signed in: the point is that it was read to the end and answered.
    expect(await slowDone).toMatch(/^HTTP\/1.1 401/);
    expect(await idleDone).toMatch(/^HTTP\/1.1 200/);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // After exit nothing listens any more.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
