import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { authErrorMessage, localizeAuthError } from './auth-errors.ts';

// Every code the web app reacts to after a failed sign-in, sign-up, e-mail link or account change.
const HANDLED_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'EMAIL_NOT_VERIFIED',
  'INVALID_EMAIL',
  'EMAIL_PASSWORD_SIGN_UP_DISABLED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'EXPIRED_TOKEN',
  'ATTEMPTS_EXCEEDED',
  'INVALID_PASSWORD',
  'WRONG_PASSWORD',
  'PASSWORD_REQUIRED',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'SESSION_EXPIRED',
  'SESSION_NOT_FRESH',
  'NOT_AUTHENTICATED',
  'UNAUTHORIZED',
  'ACCOUNT_NOT_LINKED',
  'UNABLE_TO_LINK_ACCOUNT',
  'RATE_LIMITED',
];

const failure = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('authentication error messages', () => {
  it('exist for every handled code in every language, whatever the case of the code', () => {
    for (const language of LANGUAGES) {
      for (const code of HANDLED_CODES) {
        const text = authErrorMessage(code, language);
        expect(text, `${code} in ${language}`).toMatch(/\S/);
        expect(authErrorMessage(code.toLowerCase(), language)).toBe(text);
      }
    }
    expect(authErrorMessage('SOMETHING_ELSE', 'es')).toBeUndefined();
  });

  it('use the Spanish texts of the error catalogue word for word', () => {
    expect(authErrorMessage('INVALID_EMAIL_OR_PASSWORD', 'es')).toBe(
      'Credenciales inválidas. Verifica tu email y contraseña.',
    );
    expect(authErrorMessage('USER_ALREADY_EXISTS', 'es')).toBe(
      'Este email ya está registrado. Intenta iniciar sesión.',
    );
    expect(authErrorMessage('PASSWORD_TOO_SHORT', 'es')).toBe(
      'La contraseña debe tener al menos 6 caracteres.',
    );
    expect(authErrorMessage('EMAIL_NOT_VERIFIED', 'es')).toBe(
      'Debes confirmar tu email antes de iniciar sesión.',
    );
    expect(authErrorMessage('INVALID_EMAIL', 'es')).toBe('El formato del email no es válido.');
    expect(authErrorMessage('EMAIL_PASSWORD_SIGN_UP_DISABLED', 'es')).toBe(
      'El registro está deshabilitado temporalmente.',
    );
  });

  it("answer in the request's language, keep an unknown code's own message, else say it is unknown", async () => {
    const known = await localizeAuthError(
      failure(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
      'fr',
    );
    expect(await known.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Identifiants invalides. Vérifie ton e-mail et ton mot de passe.',
      error: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    const own = await localizeAuthError(failure(400, { code: 'ODD_CASE', message: 'Odd case' }), 'pt');
    expect(await own.json()).toMatchObject({ message: 'Odd case', error: { message: 'Odd case' } });
    const bare = await localizeAuthError(failure(400, { code: 'ODD_CASE' }), 'es');
    expect(((await bare.json()) as { message: string }).message).toBe('Error de autenticación desconocido.');
  });
});
