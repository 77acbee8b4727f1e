import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { updateMeSchema } from '#shared/api/account.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { TextField } from '#web/ui/form-field.tsx';
import { authErrorText } from '#web/features/auth/auth-errors.ts';
import { SESSION_QUERY_KEY, updateMe, type CurrentUser } from '#web/features/auth/session.ts';
import { useFormCheck } from '#web/lib/use-form-check.ts';
import { displayNameProblem, type FieldProblem } from '#web/features/auth/validation.ts';
import { ProfileSection } from '#web/ui/profile-section.tsx';
import { LiveFields } from '#web/ui/live-fields.tsx';

type Field = 'displayName' | 'avatarUrl';

function avatarProblem(value: string): FieldProblem | undefined {
  if (!value.trim()) return undefined;
  return updateMeSchema.shape.avatarUrl.safeParse(value.trim()).success ? undefined : 'avatarUrlInvalid';
}

/** Display name and avatar (PATCH /api/v1/me); the e-mail is shown, not edited here. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [avatarUrl, setAvatarUrl] = useState(user.avatarUrl ?? '');
  const { problems, validate, ref } = useFormCheck<Field, FieldProblem>(
    { displayName: displayNameProblem(displayName), avatarUrl: avatarProblem(avatarUrl) },
    ['displayName', 'avatarUrl'],
  );

  const save = useMutation({
    mutationFn: () =>
      updateMe({ displayName: displayName.trim(), avatarUrl: avatarUrl.trim() ? avatarUrl.trim() : null }),
    onSuccess: (updated) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, updated);
      setDisplayName(updated.displayName);
      setAvatarUrl(updated.avatarUrl ?? '');
    },
  });
  const busy = save.isPending;
  const result = save.isSuccess
    ? { ok: true, text: t('details.saved') }
    : save.isError
      ? { ok: false, text: authErrorText(ta, save.error) }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    save.mutate();
  };

  const problem = (field: Field) => {
    const key = problems[field];
    return key ? ta(`validation.${key}`) : undefined;
  };

  return (
    <ProfileSection title={t('details.title')} description={t('details.description')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <LiveFields>
          <TextField
            ref={ref('displayName')}
            label={t('details.displayName')}
            name="name"
            autoComplete="name"
            required
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            error={problem('displayName')}
          />
          <TextField
            ref={ref('avatarUrl')}
            label={t('details.avatarUrl')}
            type="url"
            name="avatar"
            inputMode="url"
            placeholder="https://"
            value={avatarUrl}
            onChange={(event) => setAvatarUrl(event.target.value)}
            hint={t('details.avatarHint')}
            error={problem('avatarUrl')}
          />
          <TextField
            label={t('details.email')}
            type="email"
            name="email"
            value={user.email}
            readOnly
            hint={t('details.emailHint')}
          />
          {result && <FormAlert tone={result.ok ? 'success' : 'error'} title={result.text} />}
          <button type="submit" className={`${buttonStyles.primary} h-11`} disabled={busy} aria-busy={busy}>
            {busy ? t('details.saving') : t('details.save')}
          </button>
        </LiveFields>
      </form>
    </ProfileSection>
  );
}
