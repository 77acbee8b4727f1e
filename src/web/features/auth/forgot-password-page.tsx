import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { TextField } from '#web/ui/form-field.tsx';
import { requestPasswordReset } from './account-api.ts';
import { authErrorText } from './auth-errors.ts';
import { AuthCard, linkStyles } from './components/auth-card.tsx';
import { useFormCheck } from '#web/lib/use-form-check.ts';
import { emailProblem } from './validation.ts';
import { LiveFields } from '#web/ui/live-fields.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const { problems, validate, ref } = useFormCheck({ email: emailProblem(email) }, ['email']);

  const send = useMutation({ mutationFn: (address: string) => requestPasswordReset(address) });
  const busy = send.isPending;
  const failure = send.isError ? authErrorText(t, send.error, t('forgot.error')) : null;
  const sentTo = send.isSuccess ? send.variables : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    send.mutate(email.trim());
  };

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
          {failure && (
            <div className="mb-6">
              <FormAlert tone="error" title={failure} />
            </div>
          )}
          <form noValidate onSubmit={submit} className="space-y-5">
            <LiveFields>
              <TextField
                ref={ref('email')}
                label={t('fields.email')}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={problems.email ? t(`validation.${problems.email}`) : undefined}
              />
              <button
                type="submit"
                className={`${buttonStyles.primary} h-12 w-full text-base`}
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? t('forgot.submitting') : t('forgot.submit')}
              </button>
            </LiveFields>
          </form>
        </>
      )}
    </AuthCard>
  );
}
