import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { PasswordField } from '#web/ui/form-field.tsx';
import { resetPassword } from './account-api.ts';
import { authErrorText, callbackErrorText } from './auth-errors.ts';
import { AuthCard, linkStyles } from './components/auth-card.tsx';
import { forgetUser } from './session.ts';
import { useFormCheck } from '#web/lib/use-form-check.ts';
import { newPasswordProblems } from './validation.ts';
import { LiveFields } from '#web/ui/live-fields.tsx';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { problems, validate, ref } = useFormCheck(newPasswordProblems(password, confirmation), [
    'password',
    'confirmation',
  ]);

  const reset = useMutation({
    mutationFn: () => resetPassword(token, password),
    // Every session of the account has ended, this browser's too if it had one.
    onSuccess: () => forgetUser(queryClient),
  });
  const busy = reset.isPending;
  const failure = reset.isError ? authErrorText(t, reset.error) : null;
  const done = reset.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    reset.mutate();
  };

  const problem = (field: 'password' | 'confirmation') => {
    const key = problems[field];
    return key ? t(`validation.${key}`) : undefined;
  };

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <FormAlert tone="success" title={t('reset.done')}>
          <p>{t('reset.doneBody')}</p>
        </FormAlert>
        <Link to="/auth/login" className={`${buttonStyles.primary} mt-6 h-12 w-full`}>
          {t('reset.toLogin')}
        </Link>
      </AuthCard>
    );
  }

  if (!token || linkError) {
    return (
      <AuthCard title={t('reset.title')}>
        <FormAlert
          tone="error"
          title={linkError ? callbackErrorText(t, linkError, null) : t('reset.missingToken')}
        />
        <Link to="/auth/forgot-password" className={`${buttonStyles.primary} mt-6 h-12 w-full`}>
          {t('reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Link to="/auth/forgot-password" className={linkStyles}>
          {t('reset.requestNew')}
        </Link>
      }
    >
      {failure && (
        <div className="mb-6">
          <FormAlert tone="error" title={failure} />
        </div>
      )}
      <form method="post" noValidate onSubmit={submit} className="space-y-5">
        <LiveFields>
          <PasswordField
            ref={ref('password')}
            label={t('fields.newPassword')}
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t('fields.passwordHint')}
            error={problem('password')}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
          />
          <PasswordField
            ref={ref('confirmation')}
            label={t('fields.newConfirmation')}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={problem('confirmation')}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
          />
          <button
            type="submit"
            className={`${buttonStyles.primary} h-12 w-full text-base`}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('reset.submitting') : t('reset.submit')}
          </button>
        </LiveFields>
      </form>
    </AuthCard>
  );
}
