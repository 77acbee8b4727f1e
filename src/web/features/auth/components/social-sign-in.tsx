import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { GitHubMark, GoogleMark } from '#web/ui/brand-icons.tsx';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { fetchProviders, startSocialSignIn } from '../account-api.ts';
import { callbackPath } from '../paths.ts';

type Provider = 'google' | 'github';

const MARKS = { google: GoogleMark, github: GitHubMark } as const;

/**
 * "Continue with Google / GitHub", only for the providers the server has configured. A click
 * asks our server for the provider's address (state and PKCE are kept server-side) and goes there;
 * the provider sends the browser back through /api/auth/callback/… to /auth/callback.
 */
export function SocialSignIn({
  returnUrl,
  onError,
  before,
}: {
  returnUrl: string;
  onError: (message: string) => void;
  /** Rendered above the buttons when there is at least one (a divider). */
  before?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const providers = useQuery({ queryKey: ['auth-providers'], queryFn: fetchProviders, staleTime: Infinity });
  const start = useMutation({
    mutationFn: (provider: Provider) =>
      startSocialSignIn({
        provider,
        callbackURL: callbackPath(returnUrl),
        errorCallbackURL: `/auth/callback?provider=${provider}`,
      }),
    onSuccess: (url) => window.location.assign(url),
    onError: (error, provider) =>
      onError(
        error instanceof ApiError && error.status === 429 ? t('errors.rateLimited') : t(`errors.${provider}`),
      ),
  });
  // Busy from the click until the browser has left for the provider.
  const pending = (start.isPending || start.isSuccess ? start.variables : undefined) ?? null;
  const available = (['google', 'github'] as const).filter((p) => providers.data?.[p]);
  if (available.length === 0) return null;

  return (
    <>
      {before}
      <div className="grid gap-2.5">
        {available.map((provider) => {
          const Mark = MARKS[provider];
          return (
            <button
              key={provider}
              type="button"
              className={`${buttonStyles.secondary} h-12 w-full`}
              disabled={pending !== null}
              aria-busy={pending === provider}
              onClick={() => start.mutate(provider)}
            >
              <Mark />
              {pending === provider ? t('social.redirecting') : t(`social.${provider}`)}
            </button>
          );
        })}
      </div>
    </>
  );
}
