import type { CurrentUser } from '#web/features/auth/session.ts';

/** A user signed up by e-mail with a password, confirmed, in Spanish and Madrid's time. */
export const emailUser: CurrentUser = {
  id: 'u1',
  email: 'sol@example.com',
  displayName: 'Sol',
  avatarUrl: null,
  createdAt: '2026-01-01T00:00:00Z',
  lastSignIn: null,
  provider: 'email',
  providers: ['email'],
  hasPassword: true,
  emailVerified: true,
  language: 'es',
  theme: null,
  timeZone: 'Europe/Madrid',
};
