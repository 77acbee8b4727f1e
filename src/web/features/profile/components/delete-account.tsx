import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { PasswordField } from '#web/ui/form-field.tsx';
import { deleteAccount } from '#web/features/auth/account-api.ts';
import { authErrorText } from '#web/features/auth/auth-errors.ts';
import { forgetUser, type CurrentUser } from '#web/features/auth/session.ts';
import { ProfileSection } from '#web/ui/profile-section.tsx';
import { LiveFields } from '#web/ui/live-fields.tsx';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 text-sm font-semibold text-bg shadow-sm transition-opacity hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Deletes the account and everything in it (DELETE /api/v1/me) after a confirmation that says
 * what is lost and, when the account has a password, asks for it. Then the user is signed out
 * and sent home.
 */
export function DeleteAccount({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteAccount(user.hasPassword ? password : undefined),
    onSuccess: async () => {
      forgetUser(queryClient);
      await navigate('/', { replace: true });
    },
  });
  // Busy until the page has moved on: the dialog does not come back between the two.
  const busy = remove.isPending || remove.isSuccess;
  const failure = remove.isError ? authErrorText(ta, remove.error) : null;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    setPassword('');
    setMissing(false);
    remove.reset();
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (user.hasPassword && !password) {
      setMissing(true);
      return;
    }
    remove.mutate();
  };

  return (
    <ProfileSection title={t('delete.title')} description={t('delete.description')} tone="danger">
      <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
        <AlertDialog.Trigger className={dangerButton}>{t('delete.open')}</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-ink shadow-2xl sm:p-8">
            <form method="post" noValidate onSubmit={confirm}>
              <LiveFields>
                <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-danger-soft text-danger">
                  <TriangleAlert aria-hidden="true" className="size-6" />
                </span>
                <AlertDialog.Title className="mt-4 font-display text-2xl font-semibold">
                  {t('delete.dialogTitle')}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 leading-relaxed text-ink-muted">
                  {t('delete.dialogBody')}
                </AlertDialog.Description>
                {user.hasPassword && (
                  <div className="mt-6">
                    <PasswordField
                      label={t('delete.password')}
                      name="current-password"
                      autoComplete="current-password"
                      required
                      value={password}
                      onChange={(event) => {
                        setPassword(event.target.value);
                        setMissing(false);
                      }}
                      error={missing ? ta('errors.passwordRequired') : undefined}
                      showLabel={ta('fields.showPassword')}
                      hideLabel={ta('fields.hidePassword')}
                    />
                  </div>
                )}
                {failure && (
                  <div className="mt-5">
                    <FormAlert tone="error" title={failure} />
                  </div>
                )}
                <div className="mt-7 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
                  <AlertDialog.Cancel className={buttonStyles.secondary} disabled={busy}>
                    {t('delete.cancel')}
                  </AlertDialog.Cancel>
                  <button type="submit" className={dangerButton} disabled={busy} aria-busy={busy}>
                    {busy ? t('delete.deleting') : t('delete.confirm')}
                  </button>
                </div>
              </LiveFields>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ProfileSection>
  );
}
