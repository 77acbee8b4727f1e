import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTempDir } from '../../platform/test-temp-dir.ts';
import { EnvError, loadEnv } from '../../platform/env.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

const PUBLIC = `B${'a'.repeat(86)}`;
const PRIVATE = 'p'.repeat(43);

/** The problems loadEnv reports for a set of variables, one per line ('' when it accepts them). */
function problems(source: Record<string, string>): string {
  try {
    loadEnv(source);
    return '';
  } catch (error) {
    return (error as EnvError).problems.join('\n');
  }
}

const tempDir = () => testTempDir('ritualia-vapid-');

describe('VAPID keys', () => {
  it('prefers the configured pair, with a subject taken from MAIL_FROM unless given', () => {
    const env = loadEnv({
      DATA_DIR: tempDir(),
      VAPID_PUBLIC_KEY: PUBLIC,
      VAPID_PRIVATE_KEY: PRIVATE,
      MAIL_FROM: 'Ritualia <hello@ritualia.example>',
    });
    expect(resolveVapidKeys(env)).toEqual({
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      subject: 'mailto:hello@ritualia.example',
    });
    expect(loadEnv({ VAPID_SUBJECT: 'https://ritualia.example' }).vapid.subject).toBe(
      'https://ritualia.example',
    );
  });

  it('generates one pair into DATA_DIR with mode 600 and reuses it', () => {
    const env = loadEnv({ DATA_DIR: path.join(tempDir(), 'nested') });
    const first = resolveVapidKeys(env);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(env.dataDir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(resolveVapidKeys(env)).toEqual(first);
  });

  it('requires both keys in production, and the two together anywhere', () => {
    expect(problems({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) })).toMatch(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: are required when NODE_ENV=production/,
    );
    expect(
      problems({
        NODE_ENV: 'production',
        AUTH_SECRET: 's'.repeat(40),
        VAPID_PUBLIC_KEY: PUBLIC,
        VAPID_PRIVATE_KEY: PRIVATE,
      }),
    ).toBe('');
    expect(problems({ VAPID_PUBLIC_KEY: PUBLIC })).toMatch(/must be set together/);
    expect(problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: PRIVATE })).toMatch(
      /VAPID_PUBLIC_KEY: must be a URL-safe base64 P-256 public key/,
    );
    expect(problems({ VAPID_SUBJECT: 'someone' })).toMatch(
      /VAPID_SUBJECT: must be a mailto: or https:\/\/ URL/,
    );
  });
});
