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
});
