import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'unit-test-secret-0123456789abcdef0123';

describe('unsubscribe tokens', () => {
  it('name the user they were made for', () => {
    expect(verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, 'user-42'))).toBe('user-42');
  });

  it('refuse another secret, another user, and damaged tokens', () => {
    const token = unsubscribeToken(SECRET, 'user-42');
    const [, mac] = token.split('.');
    expect(verifyUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    expect(
      verifyUnsubscribeToken(SECRET, `${Buffer.from('user-43').toString('base64url')}.${mac}`),
    ).toBeNull();
    for (const bad of [undefined, '', 'abc', `${token}.x`, token.slice(0, -1), `.${mac}`]) {
      expect(verifyUnsubscribeToken(SECRET, bad)).toBeNull();
    }
  });
});
