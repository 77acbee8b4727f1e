import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  newPasswordProblems,
  registrationProblems,
  signInProblems,
  type Registration,
} from './validation.ts';

const valid: Registration = {
  displayName: 'Luna',
  email: 'luna@example.com',
  password: 'moonlight',
  confirmation: 'moonlight',
  terms: true,
};

describe('registration rules', () => {
  it('accepts a complete, valid form', () => {
    expect(registrationProblems(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(
      registrationProblems({ displayName: ' ', email: '', password: '', confirmation: '', terms: false }),
    ).toEqual({
      displayName: 'required',
      email: 'required',
      password: 'required',
      confirmation: 'required',
      terms: 'termsRequired',
    });
  });

  it('needs matching passwords of at least 6 characters', () => {
    expect(registrationProblems({ ...valid, password: '12345', confirmation: '12345' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(registrationProblems({ ...valid, confirmation: 'moonlighT' })).toEqual({
      confirmation: 'passwordsDontMatch',
    });
    expect(newPasswordProblems('123456', '123456')).toEqual({});
    expect(newPasswordProblems('x'.repeat(129), 'x'.repeat(129))).toEqual({ password: 'passwordTooLong' });
  });

  it('limits the display name to 80 characters', () => {
    expect(registrationProblems({ ...valid, displayName: 'a'.repeat(81) })).toEqual({
      displayName: 'displayNameTooLong',
    });
  });
});

describe('e-mail pattern', () => {
  it.each(['luna@example.com', 'a.b+c@sub.example.org', `${'a'.repeat(64)}@example.com`])(
    'accepts %s',
    (email) => expect(emailProblem(email)).toBeUndefined(),
  );

  it.each([
    'luna',
    'luna@',
    '@example.com',
    'luna@example',
    'lu na@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %s', (email) => expect(emailProblem(email)).toBe('emailInvalid'));
});

describe('sign-in rules', () => {
  it('needs an e-mail and a password, whatever its length', () => {
    expect(signInProblems({ email: 'luna@example.com', password: '1' })).toEqual({});
    expect(signInProblems({ email: 'nope', password: '' })).toEqual({
      email: 'emailInvalid',
      password: 'required',
    });
  });
});
