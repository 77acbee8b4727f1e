import { describe, expect, it } from 'vitest';
import { rateLimitFamily, rateLimitSubject } from './rate-limit.ts';

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
});
