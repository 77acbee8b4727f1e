import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField, TextField } from '../../ui/form-field.tsx';
import { apiRequest, AuthRequestError } from './api.ts';
import { authErrorText, callbackErrorText, errorKeyForCode } from './auth-errors.ts';
import { AuthCard, linkStyles } from './components/auth-card.tsx';
import { Divider } from './components/divider.tsx';
import { SocialSignIn } from './components/social-sign-in.tsx';
import { useReturnUrl } from './guards.tsx';
import { callbackPath, withReturnUrl } from './paths.ts';
import { refreshSession } from './session.ts';
import { useFormCheck } from './use-form-check.ts';
import { signInProblems } from './validation.ts';

type Notice = { tone: 'error' | 'mail'; title: string; body?: string[] } | null;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const returnUrl = useReturnUrl();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'password' | 'magicLink' | null>(null);
  // Providers and failed links come back here with ?error=<code>.
  const [notice, setNotice] = useState<Notice>(() => {
    const code = params.get('error');
    return code ? { tone: 'error', title: callbackErrorText(t, code, params.get('provider')) } : null;
  });
  const { problems, validate, ref } = useFormCheck(signInProblems({ email, password }), [
    'email',
    'password',
  ]);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy('password');
    setNotice(null);
    try {
      await apiRequest('/api/auth/sign-in/email', {
        // The callback is where a fresh confirmation link leads if the address is not confirmed yet.
        body: { email: email.trim(), password, callbackURL: callbackPath(returnUrl) },
      });
      // Once the session is known, the guest-only guard takes the user on to ?returnUrl= or home.
      if (!(await refreshSession(queryClient))) setBusy(null);
    } catch (error) {
      setNotice({ tone: 'error', title: authErrorText(t, error) });
      setBusy(null);
    }
  };

  const sendMagicLink = async () => {
    if (busy || !validate(['email'])) return;
    setBusy('magicLink');
    setNotice(null);
    try {
      await apiRequest('/api/auth/sign-in/magic-link', {
        body: {
          email: email.trim(),
          callbackURL: callbackPath(returnUrl),
          errorCallbackURL: '/auth/callback',
        },
      });
      setNotice({
        tone: 'mail',
        title: t('login.magicLinkSent'),
        body: [t('login.magicLinkSentBody'), t('login.magicLinkExpiry')],
      });
    } catch (error) {
      const known =
        error instanceof AuthRequestError && (error.status === 429 || errorKeyForCode(error.code));
      setNotice({ tone: 'error', title: known ? authErrorText(t, error) : t('errors.magicLink') });
    } finally {
      setBusy(null);
    }
  };

  const problem = (field: 'email' | 'password') => {
    const key = problems[field];
    return key ? t(`validation.${key}`) : undefined;
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={withReturnUrl('/auth/register', returnUrl)} className={linkStyles}>
            {t('login.register')}
          </Link>
        </p>
      }
    >
      {notice && (
        <div className="mb-6">
          <FormAlert tone={notice.tone} title={notice.title}>
            {notice.body?.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </FormAlert>
        </div>
      )}
      <form noValidate onSubmit={(event) => void signIn(event)} className="space-y-5">
        <TextField
          ref={ref('email')}
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problem('email')}
        />
        <div>
          <PasswordField
            ref={ref('password')}
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problem('password')}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/auth/forgot-password" className={linkStyles}>
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <button
          type="submit"
          className={`${buttonStyles.primary} h-12 w-full text-base`}
          disabled={busy !== null}
          aria-busy={busy === 'password'}
        >
          {busy === 'password' ? t('login.submitting') : t('login.submit')}
        </button>
      </form>

      <Divider label={t('login.or')} />

      <section aria-labelledby="magic-link-title" className="rounded-2xl bg-surface-2 p-4 sm:p-5">
        <h2 id="magic-link-title" className="font-sans text-base font-semibold">
          {t('login.magicLinkTitle')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t('login.magicLinkHint')}</p>
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4 h-11 w-full`}
          disabled={busy !== null}
          aria-busy={busy === 'magicLink'}
          onClick={() => void sendMagicLink()}
        >
          <Sparkles aria-hidden="true" className="size-4 text-accent-ink" />
          {busy === 'magicLink' ? t('login.magicLinkSending') : t('login.magicLink')}
        </button>
      </section>

      <SocialSignIn
        returnUrl={returnUrl}
        onError={(title) => setNotice({ tone: 'error', title })}
        before={<Divider label={t('login.or')} />}
      />
    </AuthCard>
  );
}
