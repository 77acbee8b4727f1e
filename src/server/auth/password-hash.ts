import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB of memory, 2 passes,
// one lane. The parameters are stored inside each hash, so raising them later only affects
// new hashes and old ones still verify.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  // A malformed stored value means "no match", never a 500.
  return verify(stored, password).catch(() => false);
}
