import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

describe('resolveAuthSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('prefers AUTH_SECRET when set', () => {
    expect(resolveAuthSecret({ authSecret: 'x'.repeat(40), dataDir: tempDir() })).toBe('x'.repeat(40));
  });

  it('generates one secret into DATA_DIR with mode 600 and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir })).toBe(first);
  });
});
