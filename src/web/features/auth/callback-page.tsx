import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { callbackErrorText } from './auth-errors.ts';
import { AuthCard, ToSignIn } from './components/auth-card.tsx';
import { useReturnUrl } from './guards.tsx';
import { refreshSession } from './session.ts';

/**
 * Where e-mail links (confirmation, magic link) and Google/GitHub come back to once the server has
 * set the session cookie: the session is read again, then the user goes on to the same-site
 * ?returnUrl= or home. With ?error= it says what went wrong instead.
 */
export default function CallbackPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = useReturnUrl();
  const error = params.get('error');
  const provider = params.get('provider');
  const [problem, setProblem] = useState<string | null>(() =>
    error ? callbackErrorText(t, error, provider) : null,
  );

  useEffect(() => {
    if (error) return;
    let cancelled = false;
    refreshSession(queryClient).then(
      (user) => {
        if (cancelled) return;
        if (user) void navigate(returnUrl, { replace: true });
        else setProblem(t('callback.noSession'));
      },
      () => !cancelled && setProblem(t('errors.unknown')),
    );
    return () => {
      cancelled = true;
    };
  }, [error, queryClient, navigate, returnUrl, t]);

  if (!problem) {
    return (
      <AuthCard title={t('callback.title')}>
        <Spinner label={t('callback.working')} className="py-6" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('callback.failed')}>
      <FormAlert tone="error" title={problem} />
      <ToSignIn returnUrl={returnUrl} label={t('callback.toLogin')} />
    </AuthCard>
  );
}
