import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTempDir } from '../../platform/test-temp-dir.ts';
import { resolveAuthSecret } from './auth-secret.ts';

const tempDir = () => testTempDir('ritualia-secret-');

describe('resolveAuthSecret', () => {
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
