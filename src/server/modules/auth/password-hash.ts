// argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB of memory, 2 passes,
// one lane. The parameters are stored inside each hash, so raising them later only affects
// new hashes and old ones still verify.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A native library, loaded by the first password hashed or checked: start-up needs neither
// (docs/decisions/0024-fast-start.md), and the hash itself costs far more than the lookup.
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  const { verify } = await argon2();
  // A malformed stored value means "no match", never a 500.
  return verify(stored, password).catch(() => false);
}
