import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { socketClientIp } from './client-ip.ts';

/** Runs the resolver inside Hono with a fake Node socket, as @hono/node-server provides one. */
async function resolve(trustedProxies: number, socketAddress: string | undefined, xff?: string) {
  const app = new Hono().get('/', (c) => c.text(socketClientIp(trustedProxies)(c) ?? 'none'));
  const env = socketAddress ? { incoming: { socket: { remoteAddress: socketAddress } } } : {};
  const res = await app.request('/', { headers: xff ? { 'x-forwarded-for': xff } : {} }, env);
  return res.text();
}

describe('socketClientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await resolve(0, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await resolve(0, '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await resolve(0, undefined)).toBe('none');
  });

  it('takes the address our outermost trusted proxy appended, never a client-written one', async () => {
    expect(await resolve(1, '10.0.0.2', 'spoofed, 198.51.100.7')).toBe('198.51.100.7');
    expect(await resolve(2, '10.0.0.2', 'spoofed, 198.51.100.7, 10.0.0.1')).toBe('198.51.100.7');
    expect(await resolve(1, '10.0.0.2')).toBe('10.0.0.2');
  });
});
