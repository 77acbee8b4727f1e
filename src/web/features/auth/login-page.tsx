import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { sendMagicLink, signInWithPassword } from './account-api.ts';
import { authErrorText, callbackErrorText } from './auth-errors.ts';
import {
  AccountForm,
  CurrentPasswordField,
  EmailField,
  SubmitButton,
  useAccountForm,
} from './account-form.tsx';
import { AuthCard, linkStyles, SwitchPrompt } from './components/auth-card.tsx';
import { Divider } from './components/divider.tsx';
import { SocialSignIn } from './components/social-sign-in.tsx';
import { useReturnUrl } from './guards.tsx';
import { callbackPath, withReturnUrl } from './paths.ts';
import { refreshSession } from './session.ts';
import { signInProblems } from './validation.ts';
import { LiveFields } from '#web/ui/live-fields.tsx';

type Notice = { tone: 'error' | 'mail'; title: string; body?: string[] } | null;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const returnUrl = useReturnUrl();
  const [params] = useSearchParams();
  const form = useAccountForm({ email: '', password: '' }, signInProblems, ['email', 'password']);
  const { email, password } = form.values;
  // Providers and failed links come back here with ?error=<code>.
  const [notice, setNotice] = useState<Notice>(() => {
    const code = params.get('error');
    return code ? { tone: 'error', title: callbackErrorText(t, code, params.get('provider')) } : null;
  });

  const passwordSignIn = useMutation({
    mutationFn: async () => {
      // The callback is where a fresh confirmation link leads if the address is not confirmed yet.
      await signInWithPassword({ email: email.trim(), password, callbackURL: callbackPath(returnUrl) });
      return refreshSession(queryClient);
    },
    onError: (error) => setNotice({ tone: 'error', title: authErrorText(t, error) }),
  });
  const magicLink = useMutation({
    mutationFn: () =>
      sendMagicLink({
        email: email.trim(),
        callbackURL: callbackPath(returnUrl),
        errorCallbackURL: '/auth/callback',
      }),
    onSuccess: () =>
      setNotice({
        tone: 'mail',
        title: t('login.magicLinkSent'),
        body: [t('login.magicLinkSentBody'), t('login.magicLinkExpiry')],
      }),
    onError: (error) => setNotice({ tone: 'error', title: authErrorText(t, error, t('errors.magicLink')) }),
  });
  // Once the session is known, the guest-only guard takes the user on to ?returnUrl= or home:
  // until then the form stays busy.
  const signingIn = passwordSignIn.isPending || (passwordSignIn.isSuccess && passwordSignIn.data !== null);
  const busy = signingIn ? 'password' : magicLink.isPending ? 'magicLink' : null;

  const signIn = form.onSubmit(busy !== null, () => {
    setNotice(null);
    passwordSignIn.mutate();
  });

  const requestMagicLink = () => {
    if (busy || !form.validate(['email'])) return;
    setNotice(null);
    magicLink.mutate();
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <SwitchPrompt
          question={t('login.noAccount')}
          link={t('login.register')}
          to={withReturnUrl('/auth/register', returnUrl)}
        />
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
      <AccountForm onSubmit={signIn}>
        <EmailField {...form.field('email')} autoComplete="username" />
        <div>
          <CurrentPasswordField {...form.field('password')} label={t('fields.password')} name="password" />
          {/* A link on a line of its own is a target a finger must hit: a 24px tall one (WCAG 2.5.8). */}
          <p className="mt-1 text-right text-sm">
            <Link to="/auth/forgot-password" className={`${linkStyles} inline-block py-1`}>
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <SubmitButton
          busy={busy === 'password'}
          disabled={busy !== null}
          label={t('login.submit')}
          busyLabel={t('login.submitting')}
        />
      </AccountForm>

      <Divider label={t('login.or')} />

      <section aria-labelledby="magic-link-title" className="rounded-2xl bg-surface-2 p-4 sm:p-5">
        <h2 id="magic-link-title" className="font-sans text-base font-semibold">
          {t('login.magicLinkTitle')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t('login.magicLinkHint')}</p>
        <LiveFields>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-4 h-11 w-full`}
            disabled={busy !== null}
            aria-busy={busy === 'magicLink'}
            onClick={requestMagicLink}
          >
            <Sparkles aria-hidden="true" className="size-4 text-accent-ink" />
            {busy === 'magicLink' ? t('login.magicLinkSending') : t('login.magicLink')}
          </button>
        </LiveFields>
      </section>

      <SocialSignIn
        returnUrl={returnUrl}
        onError={(title) => setNotice({ tone: 'error', title })}
        before={<Divider label={t('login.or')} />}
      />
    </AuthCard>
  );
}
