import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { requestPasswordReset } from './account-api.ts';
import { authErrorText } from './auth-errors.ts';
import { AccountForm, EmailField, FailureAlert, SubmitButton, useAccountForm } from './account-form.tsx';
import { AuthCard, linkStyles } from './components/auth-card.tsx';
import { emailProblem } from './validation.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useAccountForm({ email: '' }, (values) => ({ email: emailProblem(values.email) }), ['email']);

  const send = useMutation({ mutationFn: (address: string) => requestPasswordReset(address) });
  const busy = send.isPending;
  const failure = send.isError ? authErrorText(t, send.error, t('forgot.error')) : null;
  const sentTo = send.isSuccess ? send.variables : null;

  const submit = form.onSubmit(busy, () => send.mutate(form.values.email.trim()));

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={sentTo ? undefined : t('forgot.subtitle')}
      footer={
        <Link to="/auth/login" className={linkStyles}>
          {t('forgot.back')}
        </Link>
      }
    >
      {sentTo ? (
        <FormAlert tone="mail" title={t('forgot.sent')}>
          <p>{t('forgot.sentBody', { email: sentTo })}</p>
        </FormAlert>
      ) : (
        <>
          <FailureAlert text={failure} />
          <AccountForm onSubmit={submit}>
            <EmailField {...form.field('email')} />
            <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
          </AccountForm>
        </>
      )}
    </AuthCard>
  );
}
