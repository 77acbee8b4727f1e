import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { PasswordField, TextField } from '#web/ui/form-field.tsx';
import { signUp } from './account-api.ts';
import { authErrorText } from './auth-errors.ts';
import { AuthCard, linkStyles } from './components/auth-card.tsx';
import { useReturnUrl } from './guards.tsx';
import { callbackPath, withReturnUrl } from './paths.ts';
import { useFormCheck } from '#web/lib/use-form-check.ts';
import { registrationProblems, type Registration, type RegistrationField } from './validation.ts';
import { LiveFields } from '#web/ui/live-fields.tsx';

const ORDER: readonly RegistrationField[] = ['displayName', 'email', 'password', 'confirmation', 'terms'];

/**
 * The terms sentence with its "terms and conditions" part linked to the About page's terms (new tab),
 * so the checkbox's accessible name stays the plain sentence.
 */
function TermsLabel({ text, linkText, hintId }: { text: string; linkText: string; hintId: string }) {
  const start = text.indexOf(linkText);
  if (start < 0 || !linkText) return text;
  return (
    <>
      {text.slice(0, start)}
      <a href="/about#terms" target="_blank" rel="noopener" aria-describedby={hintId} className={linkStyles}>
        {linkText}
      </a>
      {text.slice(start + linkText.length)}
    </>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const returnUrl = useReturnUrl();
  const termsId = useId();
  const [values, setValues] = useState<Registration>({
    displayName: '',
    email: '',
    password: '',
    confirmation: '',
    terms: false,
  });
  const { problems, validate, ref } = useFormCheck(registrationProblems(values), ORDER);

  const set = <K extends RegistrationField>(field: K, value: Registration[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const problem = (field: RegistrationField) => {
    const key = problems[field];
    return key ? t(`validation.${key}`) : undefined;
  };

  const register = useMutation({
    mutationFn: async (email: string) => {
      await signUp({
        name: values.displayName.trim(),
        email,
        password: values.password,
        // The confirmation link signs the user in and comes back through the callback page.
        callbackURL: callbackPath(returnUrl),
      });
      return email;
    },
  });
  const busy = register.isPending;
  const failure = register.isError ? authErrorText(t, register.error) : null;
  const sentTo = register.isSuccess ? register.data : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    register.mutate(values.email.trim());
  };

  const footer = (
    <p>
      {t('register.haveAccount')}{' '}
      <Link to={withReturnUrl('/auth/login', returnUrl)} className={linkStyles}>
        {t('register.signIn')}
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('register.title')} footer={footer}>
        <FormAlert tone="mail" title={t('register.success')}>
          <p>{t('register.successBody', { email: sentTo })}</p>
        </FormAlert>
        <Link
          to={withReturnUrl('/auth/login', returnUrl)}
          className={`${buttonStyles.primary} mt-6 h-12 w-full`}
        >
          {t('register.toLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} footer={footer}>
      {failure && (
        <div className="mb-6">
          <FormAlert tone="error" title={failure} />
        </div>
      )}
      <form method="post" noValidate onSubmit={submit} className="space-y-5">
        <LiveFields>
          <TextField
            ref={ref('displayName')}
            label={t('fields.displayName')}
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            value={values.displayName}
            onChange={(event) => set('displayName', event.target.value)}
            error={problem('displayName')}
          />
          <TextField
            ref={ref('email')}
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={problem('email')}
          />
          <PasswordField
            ref={ref('password')}
            label={t('fields.password')}
            name="new-password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            hint={t('fields.passwordHint')}
            error={problem('password')}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
          />
          <PasswordField
            ref={ref('confirmation')}
            label={t('fields.confirmation')}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={values.confirmation}
            onChange={(event) => set('confirmation', event.target.value)}
            error={problem('confirmation')}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
          />
          <div>
            <div className="flex items-start gap-3">
              <input
                ref={ref('terms')}
                id={termsId}
                type="checkbox"
                required
                checked={values.terms}
                onChange={(event) => set('terms', event.target.checked)}
                aria-invalid={problems.terms ? true : undefined}
                aria-describedby={problems.terms ? `${termsId}-error` : undefined}
                className="mt-0.5 size-5 shrink-0 rounded"
              />
              <label htmlFor={termsId} className="text-sm leading-relaxed">
                <TermsLabel
                  text={t('register.terms')}
                  linkText={t('register.termsLink')}
                  hintId={`${termsId}-new-tab`}
                />
              </label>
              <span id={`${termsId}-new-tab`} hidden>
                {t('register.termsNewTab')}
              </span>
            </div>
            {problems.terms && (
              <p id={`${termsId}-error`} className="mt-1.5 text-sm font-medium text-danger">
                {problem('terms')}
              </p>
            )}
          </div>
          <button
            type="submit"
            className={`${buttonStyles.primary} h-12 w-full text-base`}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('register.submitting') : t('register.submit')}
          </button>
        </LiveFields>
      </form>
    </AuthCard>
  );
}
