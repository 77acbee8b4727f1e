import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthProviders } from '../../../../shared/api/account.ts';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { apiRequest, AuthRequestError } from '../api.ts';
import { callbackPath } from '../paths.ts';

type Provider = 'google' | 'github';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-5 fill-current">
      <path d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38l-.01-1.49c-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.5 7.5 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48l-.01 2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0Z" />
    </svg>
  );
}

const MARKS = { google: GoogleMark, github: GitHubMark } as const;

async function fetchProviders(): Promise<AuthProviders> {
  const body = await apiRequest<{ data: AuthProviders }>('/api/v1/auth/providers', { method: 'GET' });
  return body.data;
}

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
  const [pending, setPending] = useState<Provider | null>(null);
  const available = (['google', 'github'] as const).filter((p) => providers.data?.[p]);
  if (available.length === 0) return null;

  const start = async (provider: Provider) => {
    setPending(provider);
    try {
      const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
        body: {
          provider,
          callbackURL: callbackPath(returnUrl),
          errorCallbackURL: `/auth/callback?provider=${provider}`,
        },
      });
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      onError(
        error instanceof AuthRequestError && error.status === 429
          ? t('errors.rateLimited')
          : t(`errors.${provider}`),
      );
    }
  };

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
              onClick={() => void start(provider)}
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
