import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mail } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { GitHubMark, GoogleMark } from '#web/ui/brand-icons.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { ProfileSection } from '#web/ui/profile-section.tsx';
import {
  fetchProviders,
  listLinkedAccounts,
  startLinkSocial,
  unlinkAccount,
} from '../../auth/account-api.ts';
import { authErrorText } from '../../auth/auth-errors.ts';
import { refreshSession, type CurrentUser } from '../../auth/session.ts';

type Provider = 'google' | 'github';
const PROVIDERS = ['google', 'github'] as const;
const MARKS = { google: GoogleMark, github: GitHubMark } as const;
const NAMES = { google: 'Google', github: 'GitHub' } as const;

// The ?error= codes a refused link comes back to the profile with (better-auth's OAuth codes).
const LINK_ERRORS: Record<string, 'emailMismatch' | 'taken'> = {
  email_does_not_match: 'emailMismatch',
  account_already_linked_to_different_user: 'taken',
};

type Notice = { tone: 'success' | 'error'; title: string } | null;

/**
 * The ways into the account: e-mail (password or link) and Google and GitHub, each linkable and
 * unlinkable here. A link goes to the provider and comes back to /profile?linked=… (or ?error=);
 * the server refuses to unlink the last way in and says why.
 */
export function LinkedAccounts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('progress');
  // Failed requests are worded by the server, or by the sign-in pages' texts when it could not be reached.
  const { t: tAuth } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(() => {
    const linked = params.get('linked');
    if (linked === 'google' || linked === 'github')
      return { tone: 'success', title: t('profile.linked.linkedNotice', { provider: NAMES[linked] }) };
    const code = params.get('error');
    if (!code) return null;
    const key = LINK_ERRORS[code] ?? 'failed';
    return { tone: 'error', title: t(`profile.linked.errors.${key}`) };
  });
  const available = useQuery({ queryKey: ['auth-providers'], queryFn: fetchProviders, staleTime: Infinity });
  const accounts = useQuery({ queryKey: ['linked-accounts', user.id], queryFn: listLinkedAccounts });

  const link = useMutation({
    mutationFn: (provider: Provider) =>
      startLinkSocial({
        provider,
        callbackURL: `/profile?linked=${provider}`,
        errorCallbackURL: '/profile',
      }),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => setNotice({ tone: 'error', title: authErrorText(tAuth, error) }),
  });
  const unlink = useMutation({
    mutationFn: async (provider: Provider) => {
      const account = accounts.data?.find((a) => a.providerId === provider);
      if (account) await unlinkAccount({ accountId: account.id });
      await Promise.all([refreshSession(queryClient), accounts.refetch()]);
      return provider;
    },
    onSuccess: (provider) =>
      setNotice({
        tone: 'success',
        title: t('profile.linked.unlinkedNotice', { provider: NAMES[provider] }),
      }),
    onError: (error) => setNotice({ tone: 'error', title: authErrorText(tAuth, error) }),
  });
  const busy = link.isPending || link.isSuccess || unlink.isPending;

  const act = (provider: Provider, linked: boolean) => {
    setNotice(null);
    // The notice of a returning link has been read: a reload should not show it again.
    if (params.has('linked') || params.has('error')) setParams({}, { replace: true });
    if (linked) unlink.mutate(provider);
    else link.mutate(provider);
  };

  const row = (key: string, icon: ReactNode, name: string, linked: boolean, extra: ReactNode) => (
    <li key={key} className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{name}</p>
        {key === 'email' && (
          <p className="flex items-center gap-1 text-sm text-ink-muted">
            <KeyRound aria-hidden="true" className="size-3.5" />
            {user.hasPassword ? t('profile.linked.password') : t('profile.linked.emailLink')}
          </p>
        )}
      </div>
      <span
        className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
          linked ? 'bg-success-soft text-success' : 'bg-surface-2 text-ink-muted'
        }`}
      >
        {linked ? t('profile.linked.connected') : t('profile.linked.notConnected')}
      </span>
      {extra}
    </li>
  );

  return (
    <ProfileSection title={t('profile.linked.title')} description={t('profile.linked.hint')}>
      {notice && (
        <div className="mb-4">
          <FormAlert tone={notice.tone} title={notice.title} />
        </div>
      )}
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {row(
          'email',
          <Mail aria-hidden="true" className="size-5 text-primary" />,
          t('profile.linked.email'),
          true,
          null,
        )}
        {PROVIDERS.map((provider) => {
          const Mark = MARKS[provider];
          const linked = user.providers.includes(provider);
          // Only providers the server offers can be linked; a linked one can always be removed.
          const canAct = linked ? accounts.isSuccess : available.data?.[provider] === true;
          return row(
            provider,
            <Mark />,
            t(`profile.linked.${provider}`),
            linked,
            canAct && (
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={busy}
                onClick={() => act(provider, linked)}
              >
                {t(linked ? 'profile.linked.unlink' : 'profile.linked.link', { provider: NAMES[provider] })}
              </button>
            ),
          );
        })}
      </ul>
    </ProfileSection>
  );
}
