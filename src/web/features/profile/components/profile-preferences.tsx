import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { Theme } from '#shared/api/account.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { changeLanguage } from '#web/i18n/i18n.ts';
import { LANGUAGE_NAMES } from '#web/i18n/language.ts';
import { setTheme, useTheme } from '#web/theme/use-theme.ts';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { authErrorText } from '#web/features/auth/auth-errors.ts';
import { SESSION_QUERY_KEY, updateMe, type CurrentUser } from '#web/features/auth/session.ts';
import { ProfileSection } from '#web/ui/profile-section.tsx';

// Each option is a card; its radio covers the card, invisible, so a click anywhere chooses it.
const OPTION =
  'relative flex items-center gap-2.5 rounded-2xl border border-line bg-surface px-4 py-3 text-sm font-semibold hover:border-primary has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring';
const RADIO = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0';

/**
 * Language and theme, saved to the account (PATCH /api/v1/me) and applied at once. The account's
 * language is the one Ritualia writes e-mails in.
 */
export function ProfilePreferences({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { theme } = useTheme();
  // The choice shows as soon as it is made: the radio is controlled, and the account in the cache
  // changes only once the mutation has started, a moment later.
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  // What happened to the last change, put into words when shown (the language may just have changed).
  const save = useMutation({
    mutationFn: (patch: { language?: Language; theme?: Theme }) => updateMe(patch),
    onMutate: (patch) => {
      const previous = user;
      // Shown at once: the account in the cache first (so the interface change that follows is
      // not saved a second time by AccountPreferencesSync), then the interface itself.
      queryClient.setQueryData(SESSION_QUERY_KEY, { ...user, ...patch });
      if (patch.language) void changeLanguage(patch.language);
      if (patch.theme) setTheme(patch.theme);
      return previous;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, updated);
      setChosenLanguage(null);
    },
    onError: (_error, patch, previous) => {
      setChosenLanguage(null);
      if (!previous) return;
      queryClient.setQueryData(SESSION_QUERY_KEY, previous);
      if (patch.language) void changeLanguage(previous.language);
      if (patch.theme && previous.theme) setTheme(previous.theme);
    },
  });

  return (
    <ProfileSection title={t('preferences.title')} description={t('preferences.description')}>
      <div className="space-y-6">
        <fieldset>
          <legend className="text-sm font-semibold">{t('preferences.language')}</legend>
          <p className="mt-1 text-sm text-ink-muted">{t('preferences.languageHint')}</p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {LANGUAGES.map((language) => (
              <label key={language} lang={language} className={OPTION}>
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={(chosenLanguage ?? user.language) === language}
                  onChange={() => {
                    setChosenLanguage(language);
                    save.mutate({ language });
                  }}
                  className={RADIO}
                />
                {LANGUAGE_NAMES[language]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">{t('preferences.theme')}</legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:max-w-sm">
            {(['light', 'dark'] as const).map((option) => (
              <label key={option} className={OPTION}>
                <input
                  type="radio"
                  name="theme"
                  value={option}
                  checked={(user.theme ?? theme) === option}
                  onChange={() => save.mutate({ theme: option })}
                  className={RADIO}
                />
                {option === 'light' ? (
                  <Sun aria-hidden="true" className="size-4 text-accent-ink" />
                ) : (
                  <Moon aria-hidden="true" className="size-4 text-primary" />
                )}
                {t(`preferences.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {save.isSuccess && <FormAlert tone="success" title={t('preferences.saved')} />}
        {save.isError && <FormAlert tone="error" title={authErrorText(ta, save.error)} />}
      </div>
    </ProfileSection>
  );
}
