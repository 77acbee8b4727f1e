import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { changePassword, requestPasswordReset } from '#web/features/auth/account-api.ts';
import {
  AccountForm,
  CurrentPasswordField,
  NewPasswordFields,
  OutcomeAlert,
  SubmitButton,
  useAccountForm,
} from '#web/features/auth/account-form.tsx';
import { refreshSession, type CurrentUser } from '#web/features/auth/session.ts';
import { newPasswordProblems, type Problems } from '#web/features/auth/validation.ts';
import { ProfileSection } from '#web/ui/profile-section.tsx';

const EMPTY = { current: '', password: '', confirmation: '' };
const checkChange = (values: typeof EMPTY): Problems<keyof typeof EMPTY> => ({
  ...(values.current ? {} : { current: 'required' }),
  ...newPasswordProblems(values.password, values.confirmation),
});

function ChangePassword({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const form = useAccountForm(EMPTY, checkChange, ['current', 'password', 'confirmation']);

  const change = useMutation({
    mutationFn: () => changePassword(form.values.current, form.values.password),
    onSuccess: () => {
      form.setValues(EMPTY);
      void refreshSession(queryClient);
    },
  });
  const busy = change.isPending;

  return (
    <AccountForm onSubmit={form.onSubmit(busy, () => change.mutate())}>
      {/* Lets password managers tie the new password to the account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <CurrentPasswordField
        {...form.field('current')}
        label={t('password.current')}
        name="current-password"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('confirmation')}
          fresh
        />
      </div>
      <OutcomeAlert mutation={change} done={t('password.changed')} />
      <SubmitButton busy={busy} label={t('password.submit')} busyLabel={t('password.submitting')} compact />
    </AccountForm>
  );
}

/** Accounts made by e-mail link or a provider have no password; a reset link creates one. */
function CreatePassword({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const create = useMutation({ mutationFn: () => requestPasswordReset(email) });
  const busy = create.isPending;

  return (
    <div className="space-y-5">
      <p className="leading-relaxed">{t('password.none')}</p>
      <OutcomeAlert mutation={create} done={t('password.createSent', { email })} tone="mail" />
      <button
        type="button"
        className={`${buttonStyles.secondary} h-11`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => create.mutate()}
      >
        {busy ? t('password.creating') : t('password.create')}
      </button>
    </div>
  );
}

export function ProfilePassword({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection
      title={t('password.title')}
      description={user.hasPassword ? t('password.description') : undefined}
    >
      {user.hasPassword ? <ChangePassword email={user.email} /> : <CreatePassword email={user.email} />}
    </ProfileSection>
  );
}
