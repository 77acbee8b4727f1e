import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes, salted', async () => {
    const first = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse')).not.toBe(first);
    expect(await verifyPassword({ hash: first, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: first, password: 'correct horsE' })).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});
