import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../platform/env.ts';

/**
 * The secret that signs sessions and tokens. Production must configure AUTH_SECRET (env.ts
 * refuses to start without it); elsewhere one is generated on first start and kept under
 * DATA_DIR, readable only by its owner, so sessions survive restarts of a development server.
 */
export function resolveAuthSecret(env: Pick<Env, 'authSecret' | 'dataDir'>): string {
  if (env.authSecret) return env.authSecret;
  const file = path.join(env.dataDir, 'auth-secret');
  const secret = keptInDataDir(file, () => `${randomBytes(32).toString('base64url')}\n`).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it.`);
  return secret;
}

/**
 * A generated value kept in a file under DATA_DIR, readable only by its owner: written on first
 * use, read back ever after. The file is created exclusively ('wx' fails when it exists), so two
 * processes starting at once keep the same value.
 */
export function keptInDataDir(file: string, generate: () => string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, generate(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8');
}
