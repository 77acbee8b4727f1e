import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { updateMeSchema } from '#shared/api/account.ts';
import { TextField } from '#web/ui/form-field.tsx';
import {
  AccountForm,
  DisplayNameField,
  OutcomeAlert,
  SubmitButton,
  useAccountForm,
} from '#web/features/auth/account-form.tsx';
import { SESSION_QUERY_KEY, updateMe, type CurrentUser } from '#web/features/auth/session.ts';
import { displayNameProblem, type FieldProblem } from '#web/features/auth/validation.ts';
import { ProfileSection } from '#web/ui/profile-section.tsx';

function avatarProblem(value: string): FieldProblem | undefined {
  if (!value.trim()) return undefined;
  return updateMeSchema.shape.avatarUrl.safeParse(value.trim()).success ? undefined : 'avatarUrlInvalid';
}

const detailsOf = (user: CurrentUser) => ({ displayName: user.displayName, avatarUrl: user.avatarUrl ?? '' });
const checkDetails = (values: ReturnType<typeof detailsOf>) => ({
  displayName: displayNameProblem(values.displayName),
  avatarUrl: avatarProblem(values.avatarUrl),
});

/** Display name and avatar (PATCH /api/v1/me); the e-mail is shown, not edited here. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const form = useAccountForm(detailsOf(user), checkDetails, ['displayName', 'avatarUrl']);

  const save = useMutation({
    mutationFn: () => {
      const { displayName, avatarUrl } = form.values;
      return updateMe({
        displayName: displayName.trim(),
        avatarUrl: avatarUrl.trim() ? avatarUrl.trim() : null,
      });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, updated);
      form.setValues(detailsOf(updated));
    },
  });
  const busy = save.isPending;

  return (
    <ProfileSection title={t('details.title')} description={t('details.description')}>
      <AccountForm onSubmit={form.onSubmit(busy, () => save.mutate())}>
        <DisplayNameField {...form.field('displayName')} label={t('details.displayName')} />
        <TextField
          {...form.field('avatarUrl')}
          label={t('details.avatarUrl')}
          type="url"
          name="avatar"
          inputMode="url"
          placeholder="https://"
          hint={t('details.avatarHint')}
        />
        <TextField
          label={t('details.email')}
          type="email"
          name="email"
          value={user.email}
          readOnly
          hint={t('details.emailHint')}
        />
        <OutcomeAlert mutation={save} done={t('details.saved')} />
        <SubmitButton busy={busy} label={t('details.save')} busyLabel={t('details.saving')} compact />
      </AccountForm>
    </ProfileSection>
  );
}
