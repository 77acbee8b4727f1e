import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from '#web/i18n/translation-types.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { PasswordField } from '#web/ui/form-field.tsx';
import { changePassword, requestPasswordReset } from '#web/features/auth/account-api.ts';
import { authErrorText } from '#web/features/auth/auth-errors.ts';
import { refreshSession, type CurrentUser } from '#web/features/auth/session.ts';
import { useFormCheck } from '#web/lib/use-form-check.ts';
import { newPasswordProblems, type Problems } from '#web/features/auth/validation.ts';
import { ProfileSection } from '#web/ui/profile-section.tsx';
import { LiveFields } from '#web/ui/live-fields.tsx';

type Field = 'current' | 'password' | 'confirmation';
type Result = { ok: boolean; text: string } | null;

/** What the last attempt came to, in words: `done` on success, the error's text on failure. */
function resultOf(
  mutation: UseMutationResult<unknown, Error, void>,
  done: string,
  t: TFunction<'auth'>,
): Result {
  if (mutation.isSuccess) return { ok: true, text: done };
  if (mutation.isError) return { ok: false, text: authErrorText(t, mutation.error) };
  return null;
}

function ChangePassword({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const found: Problems<Field> = {
    ...(current ? {} : { current: 'required' as const }),
    ...newPasswordProblems(password, confirmation),
  };
  const { problems, validate, ref } = useFormCheck(found, ['current', 'password', 'confirmation']);

  const change = useMutation({
    mutationFn: () => changePassword(current, password),
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      setConfirmation('');
      void refreshSession(queryClient);
    },
  });
  const busy = change.isPending;
  const result = resultOf(change, t('password.changed'), ta);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    change.mutate();
  };

  const problem = (field: Field) => {
    const key = problems[field];
    return key ? ta(`validation.${key}`) : undefined;
  };
  const toggle = { showLabel: ta('fields.showPassword'), hideLabel: ta('fields.hidePassword') };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <LiveFields>
        {/* Lets password managers tie the new password to the account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField
          ref={ref('current')}
          label={t('password.current')}
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={problem('current')}
          {...toggle}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            ref={ref('password')}
            label={ta('fields.newPassword')}
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={ta('fields.passwordHint')}
            error={problem('password')}
            {...toggle}
          />
          <PasswordField
            ref={ref('confirmation')}
            label={ta('fields.newConfirmation')}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={problem('confirmation')}
            {...toggle}
          />
        </div>
        {result && <FormAlert tone={result.ok ? 'success' : 'error'} title={result.text} />}
        <button type="submit" className={`${buttonStyles.primary} h-11`} disabled={busy} aria-busy={busy}>
          {busy ? t('password.submitting') : t('password.submit')}
        </button>
      </LiveFields>
    </form>
  );
}

/** Accounts made by e-mail link or a provider have no password; a reset link creates one. */
function CreatePassword({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const create = useMutation({ mutationFn: () => requestPasswordReset(email) });
  const busy = create.isPending;
  const result = resultOf(create, t('password.createSent', { email }), ta);

  return (
    <div className="space-y-5">
      <p className="leading-relaxed">{t('password.none')}</p>
      {result && <FormAlert tone={result.ok ? 'mail' : 'error'} title={result.text} />}
      <button
        type="button"
        className={`${buttonStyles.secondary} h-11`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => create.mutate()}
      >
        {busy ? t('password.creating') : t('password.create')}
      </button>
    </div>
  );
}

export function ProfilePassword({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection
      title={t('password.title')}
      description={user.hasPassword ? t('password.description') : undefined}
    >
      {user.hasPassword ? <ChangePassword email={user.email} /> : <CreatePassword email={user.email} />}
    </ProfileSection>
  );
}
