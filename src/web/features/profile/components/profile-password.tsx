import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PasswordField } from '../../../ui/form-field.tsx';
import { apiRequest } from '../../auth/api.ts';
import { authErrorText } from '../../auth/auth-errors.ts';
import { refreshSession, type CurrentUser } from '../../auth/session.ts';
import { useFormCheck } from '../../auth/use-form-check.ts';
import { newPasswordProblems, type Problems } from '../../auth/validation.ts';
import { ProfileSection } from './profile-section.tsx';

type Field = 'current' | 'password' | 'confirmation';
type Result = { ok: boolean; text: string } | null;

function ChangePassword({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const found: Problems<Field> = {
    ...(current ? {} : { current: 'required' as const }),
    ...newPasswordProblems(password, confirmation),
  };
  const { problems, validate, ref } = useFormCheck(found, ['current', 'password', 'confirmation']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    setResult(null);
    try {
      // Other devices are signed out; this one gets a fresh session cookie.
      await apiRequest('/api/auth/change-password', {
        body: { currentPassword: current, newPassword: password, revokeOtherSessions: true },
      });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setResult({ ok: true, text: t('password.changed') });
      void refreshSession(queryClient);
    } catch (error) {
      setResult({ ok: false, text: authErrorText(ta, error) });
    } finally {
      setBusy(false);
    }
  };

  const problem = (field: Field) => {
    const key = problems[field];
    return key ? ta(`validation.${key}`) : undefined;
  };
  const toggle = { showLabel: ta('fields.showPassword'), hideLabel: ta('fields.hidePassword') };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {/* Lets password managers tie the new password to the account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        ref={ref('current')}
        label={t('password.current')}
        name="current-password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={problem('current')}
        {...toggle}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          ref={ref('password')}
          label={ta('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={ta('fields.passwordHint')}
          error={problem('password')}
          {...toggle}
        />
        <PasswordField
          ref={ref('confirmation')}
          label={ta('fields.newConfirmation')}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={problem('confirmation')}
          {...toggle}
        />
      </div>
      {result && <FormAlert tone={result.ok ? 'success' : 'error'} title={result.text} />}
      <button type="submit" className={`${buttonStyles.primary} h-11`} disabled={busy} aria-busy={busy}>
        {busy ? t('password.submitting') : t('password.submit')}
      </button>
    </form>
  );
}

/** Accounts made by e-mail link or a provider have no password; a reset link creates one. */
function CreatePassword({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      await apiRequest('/api/auth/request-password-reset', {
        body: { email, redirectTo: '/auth/reset-password' },
      });
      setResult({ ok: true, text: t('password.createSent', { email }) });
    } catch (error) {
      setResult({ ok: false, text: authErrorText(ta, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      <p className="leading-relaxed">{t('password.none')}</p>
      {result && <FormAlert tone={result.ok ? 'mail' : 'error'} title={result.text} />}
      <button
        type="button"
        className={`${buttonStyles.secondary} h-11`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void send()}
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
