import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link in reminder e-mails works without signing in, so it carries its
// own proof: the user id and an HMAC of it and the channel under the app's secret. Nothing is
// stored, and only someone holding the e-mail (or the secret) can make one.

const CHANNEL = 'email';

function mac(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`reminder-unsubscribe:${CHANNEL}:${userId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(secret, userId)}`;
}

/** The user id the token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(secret: string, token: string | undefined): string | null {
  const [encodedId, given, ...rest] = (token ?? '').split('.');
  if (!encodedId || !given || rest.length > 0 || token!.length > 300) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
