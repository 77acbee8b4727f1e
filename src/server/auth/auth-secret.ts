import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';

/**
 * The secret that signs sessions and tokens. Production must configure AUTH_SECRET (env.ts
 * refuses to start without it); elsewhere one is generated on first start and kept under
 * DATA_DIR, readable only by its owner, so sessions survive restarts of a development server.
 */
export function resolveAuthSecret(env: Pick<Env, 'authSecret' | 'dataDir'>): string {
  if (env.authSecret) return env.authSecret;
  const file = path.join(env.dataDir, 'auth-secret');
  mkdirSync(env.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting at once keep one secret.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it.`);
  return secret;
}
