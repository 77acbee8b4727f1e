import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { resetPassword } from './account-api.ts';
import { authErrorText, callbackErrorText } from './auth-errors.ts';
import {
  AccountForm,
  FailureAlert,
  NewPasswordFields,
  SubmitButton,
  useAccountForm,
} from './account-form.tsx';
import { AuthCard, linkStyles } from './components/auth-card.tsx';
import { forgetUser } from './session.ts';
import { newPasswordProblems } from './validation.ts';

const EMPTY = { password: '', confirmation: '' };
const checkPasswords = (values: typeof EMPTY) => newPasswordProblems(values.password, values.confirmation);

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const form = useAccountForm(EMPTY, checkPasswords, ['password', 'confirmation']);

  const reset = useMutation({
    mutationFn: () => resetPassword(token, form.values.password),
    // Every session of the account has ended, this browser's too if it had one.
    onSuccess: () => forgetUser(queryClient),
  });
  const busy = reset.isPending;
  const failure = reset.isError ? authErrorText(t, reset.error) : null;
  const done = reset.isSuccess;

  const submit = form.onSubmit(busy, () => reset.mutate());

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
      <FailureAlert text={failure} />
      <AccountForm onSubmit={submit}>
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('confirmation')}
          fresh
        />
        <SubmitButton busy={busy} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
      </AccountForm>
    </AuthCard>
  );
}
