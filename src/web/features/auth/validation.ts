import {
  DISPLAY_NAME_MAX_LENGTH,
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/api/account.ts';

// The account forms' rules (docs/product-rules.md, Validation and errors), the same the server applies, as
// message keys of the auth
// namespace's "validation" group.

export type FieldProblem =
  | 'required'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDontMatch'
  | 'termsRequired'
  | 'displayNameTooLong'
  | 'avatarUrlInvalid';

export type Problems<K extends string> = Partial<Record<K, FieldProblem>>;

export function emailProblem(email: string): FieldProblem | undefined {
  if (!email.trim()) return 'required';
  // The e-mail rule: a valid address of at most 254 characters, 64 before the @.
  return emailSchema.safeParse(email.trim()).success ? undefined : 'emailInvalid';
}

export function passwordProblem(password: string): FieldProblem | undefined {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

/** A new password and its confirmation (register, reset, change). */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): Problems<'password' | 'confirmation'> {
  const problems: Problems<'password' | 'confirmation'> = {};
  const own = passwordProblem(password);
  if (own) problems.password = own;
  if (!confirmation) problems.confirmation = 'required';
  else if (password && confirmation !== password) problems.confirmation = 'passwordsDontMatch';
  return problems;
}

export function displayNameProblem(name: string): FieldProblem | undefined {
  if (!name.trim()) return 'required';
  if (name.trim().length > DISPLAY_NAME_MAX_LENGTH) return 'displayNameTooLong';
  return undefined;
}

export interface Registration {
  displayName: string;
  email: string;
  password: string;
  confirmation: string;
  terms: boolean;
}

export type RegistrationField = keyof Registration;

/** Every problem of the registration form: all fields required, passwords match, ≥ 6, terms. */
export function registrationProblems(values: Registration): Problems<RegistrationField> {
  const problems: Problems<RegistrationField> = {
    displayName: displayNameProblem(values.displayName),
    email: emailProblem(values.email),
    ...newPasswordProblems(values.password, values.confirmation),
    terms: values.terms ? undefined : 'termsRequired',
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem),
  ) as Problems<RegistrationField>;
}

export function signInProblems(values: { email: string; password: string }): Problems<'email' | 'password'> {
  const problems: Problems<'email' | 'password'> = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  // Signing in only needs a password; its length rules are for new ones.
  if (!values.password) problems.password = 'required';
  return problems;
}
