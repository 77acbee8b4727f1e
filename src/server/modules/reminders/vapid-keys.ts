import { createECDH } from 'node:crypto';
import path from 'node:path';
import { keptInDataDir } from '../auth/index.ts';
import type { Env } from '../../platform/env.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * A new P-256 key pair in VAPID's form (URL-safe base64 of the raw 65-byte public point and the
 * 32-byte private scalar), as web-push's generateVAPIDKeys makes it, without loading web-push.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - secret.length), secret]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

/**
 * The key pair that signs our Web Push requests (VAPID). Production configures both keys (env.ts
 * refuses to start without them); elsewhere a pair is generated on first start and kept under
 * DATA_DIR, readable only by its owner, so browsers' subscriptions survive restarts. A browser
 * subscribes for one public key: changing it silently orphans every subscription.
 */
export function resolveVapidKeys(env: Pick<Env, 'vapid' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = env.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = path.join(env.dataDir, 'vapid-keys.json');
  const stored = JSON.parse(
    keptInDataDir(file, () => `${JSON.stringify(generateVapidKeys())}\n`),
  ) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`${file} does not hold a VAPID key pair; delete it.`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
