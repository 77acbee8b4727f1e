import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('uses the documented defaults', () => {
    const env = loadEnv({});
    expect(env.port).toBe(3000);
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.databaseUrl).toBe(`file:${path.resolve('data', 'ritualia.db')}`);
    expect(env.baseUrl).toBe('http://localhost:3000');
    expect(env.logLevel).toBe('info');
  });

  it('derives the SQLite file from DATA_DIR and accepts PostgreSQL URLs', () => {
    expect(loadEnv({ DATA_DIR: '/tmp/x' }).databaseUrl).toBe('file:/tmp/x/ritualia.db');
    expect(loadEnv({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('reports every bad value by name in one error', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', BASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toMatch(/PORT: must be a number/);
      expect(problems).toMatch(/DATABASE_URL: must start with file: or postgres:\/\//);
      expect(problems).toMatch(/BASE_URL: must be an absolute URL/);
      expect(problems).toMatch(/LOG_LEVEL: must be one of/);
    }
  });

  it('rejects ports out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });

  it('defaults the account settings and reads them when given', () => {
    const defaults = loadEnv({});
    expect(defaults).toMatchObject({
      authSecret: undefined,
      mailFrom: 'Ritualia <no-reply@localhost>',
      google: undefined,
      github: undefined,
      redisUrl: undefined,
      trustProxy: 0,
      authRateLimit: { max: 5, windowSeconds: 60 },
    });
    const env = loadEnv({
      AUTH_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      MAIL_FROM: 'no-reply@example.com',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: '10',
    });
    expect(env.google).toEqual({ clientId: 'gid', clientSecret: 'gsecret' });
    expect(env.github).toBeUndefined();
    expect(env.trustProxy).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(env.authRateLimit.max).toBe(10);
  });

  it('reports each bad account setting by name', () => {
    try {
      loadEnv({
        NODE_ENV: 'production',
        SMTP_URL: 'mail.example.com',
        MAIL_FROM: 'nobody',
        GITHUB_CLIENT_ID: 'only-the-id',
        REDIS_URL: 'localhost:6379',
        TRUST_PROXY: 'yes',
        OAUTH_GOOGLE_BASE_URL: 'http://127.0.0.1:9999/google',
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toMatch(/AUTH_SECRET: is required when NODE_ENV=production/);
      expect(problems).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(problems).toMatch(/MAIL_FROM: must be an address/);
      expect(problems).toMatch(/GITHUB_CLIENT_SECRET: must be set together with GITHUB_CLIENT_ID/);
      expect(problems).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
      expect(problems).toMatch(/TRUST_PROXY: must be true, false or the number of proxies/);
      expect(problems).toMatch(/OAUTH_GOOGLE_BASE_URL: is for tests only/);
    }
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(() => loadEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
  });

  it('takes SQLite durability as normal (the default) or full, and nothing else', () => {
    expect(loadEnv({}).sqliteSynchronous).toBe('normal');
    expect(loadEnv({ SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('full');
    expect(() => loadEnv({ SQLITE_SYNCHRONOUS: 'off' })).toThrow(
      /SQLITE_SYNCHRONOUS: must be normal or full/,
    );
  });
});
