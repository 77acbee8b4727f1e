import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ChangeEvent, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useFormCheck } from '#web/lib/use-form-check.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { PasswordField, TextField } from '#web/ui/form-field.tsx';
import { LiveFields } from '#web/ui/live-fields.tsx';
import { authErrorText } from './auth-errors.ts';
import type { Problems } from './validation.ts';

// The one scaffold of the account forms (sign-in, sign-up, password reset and request, the
// profile's details and password): their values, the rules' messages (auth namespace,
// "validation"), the password fields and the submit state.

type TextName<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/**
 * A form's values and their problems by `check`: problems show once the person tries to send and
 * then follow each change; sending focuses the first field in `order` that needs attention.
 */
export function useAccountForm<V extends Record<keyof V, string | boolean>>(
  initial: V,
  check: (values: V) => Problems<keyof V & string>,
  order: readonly (keyof V & string)[],
) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const { problems, validate, ref } = useFormCheck(check(values), order);
  const set = <K extends keyof V>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const error = (name: keyof V & string) => {
    const key = problems[name];
    return key ? t(`validation.${key}`) : undefined;
  };
  /** What a text field of the form takes: its ref, value, change handler and error. */
  const field = (name: TextName<V>) => ({
    ref: ref(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value as V[typeof name]),
    error: error(name),
  });
  /** The submit handler: nothing is sent while `busy` or while a field has a problem. */
  const onSubmit = (busy: boolean, send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    send();
  };
  return { values, set, setValues, problems, error, field, ref, validate, onSubmit };
}

/** A form of the scaffold: checked by us (noValidate), its controls live once hydrated. */
export function AccountForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form method="post" noValidate onSubmit={onSubmit}>
      <LiveFields className="min-w-0 space-y-5">{children}</LiveFields>
    </form>
  );
}

/** A password field with the show/hide button worded in the interface language. */
export function AccountPasswordField(
  props: Omit<ComponentProps<typeof PasswordField>, 'showLabel' | 'hideLabel'>,
) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField {...props} showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} />
  );
}

/** What `field(name)` gives a text field. */
type Binding = ReturnType<ReturnType<typeof useAccountForm<{ value: string }>>['field']>;

// The pair's form names, in the order of its fields.
const PASSWORD_FIELD_NAMES = ['new-password', 'confirm-password'] as const;

/**
 * A new password and its confirmation, with the password rules as the hint. `fresh` words them as
 * the new password (reset, change) rather than the account's first one.
 */
export function NewPasswordFields({
  password,
  confirmation,
  fresh = false,
}: {
  password: Binding;
  confirmation: Binding;
  fresh?: boolean;
}) {
  const { t } = useTranslation('auth');
  const labels = fresh
    ? (['newPassword', 'newConfirmation'] as const)
    : (['password', 'confirmation'] as const);
  return [password, confirmation].map((binding, index) => (
    <AccountPasswordField
      key={labels[index]}
      {...binding}
      label={t(`fields.${labels[index]!}`)}
      name={PASSWORD_FIELD_NAMES[index]}
      autoComplete="new-password"
      required
      hint={index === 0 ? t('fields.passwordHint') : undefined}
    />
  ));
}

/** The e-mail field: `username` where it names the account to sign in to. */
export function EmailField({
  autoComplete = 'email',
  ...binding
}: Binding & { autoComplete?: 'email' | 'username' }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...binding}
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
    />
  );
}

/** The password of the account (sign-in, change of password). */
export function CurrentPasswordField(props: Binding & { label: string; name: string }) {
  return <AccountPasswordField {...props} autoComplete="current-password" required />;
}

/** The name the account shows. */
export function DisplayNameField(props: Binding & { label: string; maxLength?: number }) {
  return <TextField {...props} name="name" autoComplete="name" required />;
}

/** The form's send button: disabled while anything is sent, busy (and worded so) while it is. */
export function SubmitButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
  compact = false,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
  /** The profile's sections: a button of its own width rather than the card's. */
  compact?: boolean;
}) {
  return (
    <button
      type="submit"
      className={compact ? `${buttonStyles.primary} h-11` : `${buttonStyles.primary} h-12 w-full text-base`}
      disabled={disabled}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A failure above an auth card's form, when there is one. */
export function FailureAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="mb-6">
      <FormAlert tone="error" title={text} />
    </div>
  );
}

/** What a profile form's last attempt came to: `done` on success, the error's text on failure. */
export function OutcomeAlert({
  mutation,
  done,
  tone = 'success',
}: {
  mutation: Pick<UseMutationResult<unknown, Error, never>, 'isSuccess' | 'isError' | 'error'>;
  done: string;
  tone?: 'success' | 'mail';
}) {
  const { t } = useTranslation('auth');
  if (mutation.isSuccess) return <FormAlert tone={tone} title={done} />;
  if (mutation.isError) return <FormAlert tone="error" title={authErrorText(t, mutation.error)} />;
  return null;
}
