import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { signUp } from './account-api.ts';
import { authErrorText } from './auth-errors.ts';
import {
  AccountForm,
  DisplayNameField,
  EmailField,
  FailureAlert,
  NewPasswordFields,
  SubmitButton,
  useAccountForm,
} from './account-form.tsx';
import { AuthCard, linkStyles, SwitchPrompt, ToSignIn } from './components/auth-card.tsx';
import { useReturnUrl } from './guards.tsx';
import { callbackPath, withReturnUrl } from './paths.ts';
import { registrationProblems, type Registration, type RegistrationField } from './validation.ts';

const ORDER: readonly RegistrationField[] = ['displayName', 'email', 'password', 'confirmation', 'terms'];
const EMPTY: Registration = { displayName: '', email: '', password: '', confirmation: '', terms: false };

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
  const form = useAccountForm(EMPTY, registrationProblems, ORDER);
  const { values, problems } = form;

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

  const submit = form.onSubmit(busy, () => register.mutate(values.email.trim()));

  const footer = (
    <SwitchPrompt
      question={t('register.haveAccount')}
      link={t('register.signIn')}
      to={withReturnUrl('/auth/login', returnUrl)}
    />
  );

  if (sentTo) {
    return (
      <AuthCard title={t('register.title')} footer={footer}>
        <FormAlert tone="mail" title={t('register.success')}>
          <p>{t('register.successBody', { email: sentTo })}</p>
        </FormAlert>
        <ToSignIn returnUrl={returnUrl} label={t('register.toLogin')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} footer={footer}>
      <FailureAlert text={failure} />
      <AccountForm onSubmit={submit}>
        <DisplayNameField {...form.field('displayName')} label={t('fields.displayName')} maxLength={200} />
        <EmailField {...form.field('email')} />
        <NewPasswordFields password={form.field('password')} confirmation={form.field('confirmation')} />
        <div>
          <div className="flex items-start gap-3">
            <input
              ref={form.ref('terms')}
              id={termsId}
              type="checkbox"
              required
              checked={values.terms}
              onChange={(event) => form.set('terms', event.target.checked)}
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
              {form.error('terms')}
            </p>
          )}
        </div>
        <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
      </AccountForm>
    </AuthCard>
  );
}
