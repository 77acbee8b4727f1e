import { describe, expect, it } from 'vitest';
import { rateLimitFamily, rateLimitSubject } from './rate-limit.ts';
import { memoryRateLimitStore } from './rate-limit-store.ts';

describe('auth rate limit', () => {
  it('groups the sensitive endpoints into families', () => {
    expect(rateLimitFamily('POST', '/api/auth/sign-in/email')).toBe('sign-in');
    expect(rateLimitFamily('POST', '/api/auth/sign-in/email/')).toBe('sign-in');
    expect(rateLimitFamily('POST', '/api/auth/request-password-reset')).toBe('password-reset');
    expect(rateLimitFamily('DELETE', '/api/v1/me')).toBe('password-check');
    expect(rateLimitFamily('GET', '/api/auth/get-session')).toBeUndefined();
    expect(rateLimitFamily('GET', '/api/v1/me')).toBeUndefined();
  });

  it('counts IPv4 clients by address and IPv6 clients by /64', () => {
    expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject(undefined)).toBe('unknown');
  });

  it('counts within a fixed window and starts again after it', async () => {
    const store = memoryRateLimitStore();
    expect((await store.hit('k', 50)).count).toBe(1);
    const second = await store.hit('k', 50);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeLessThanOrEqual(50);
    await new Promise((r) => setTimeout(r, 60));
    expect((await store.hit('k', 50)).count).toBe(1);
  });

  it('takes one count back, never below zero', async () => {
    const store = memoryRateLimitStore();
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    await store.unhit('k');
    expect((await store.peek('k'))?.count).toBe(1);
    await store.unhit('k');
    await store.unhit('k');
    expect((await store.peek('k'))?.count).toBe(0);
    expect((await store.hit('k', 60_000)).count).toBe(1);
    await store.unhit('unknown');
    expect(await store.peek('unknown')).toBeUndefined();
  });
});
