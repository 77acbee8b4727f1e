import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { apiRequest, AuthRequestError } from './api.ts';
import { authErrorText, errorKeyForCode } from './auth-errors.ts';
import { AuthCard, linkStyles } from './components/auth-card.tsx';
import { useFormCheck } from './use-form-check.ts';
import { emailProblem } from './validation.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { problems, validate, ref } = useFormCheck({ email: emailProblem(email) }, ['email']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      const address = email.trim();
      // The answer is the same whether or not the address has an account.
      await apiRequest('/api/auth/request-password-reset', {
        body: { email: address, redirectTo: '/auth/reset-password' },
      });
      setSentTo(address);
    } catch (error) {
      const known =
        error instanceof AuthRequestError && (error.status === 429 || errorKeyForCode(error.code));
      setFailure(known ? authErrorText(t, error) : t('forgot.error'));
    } finally {
      setBusy(false);
    }
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
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
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
          </form>
        </>
      )}
    </AuthCard>
  );
}
