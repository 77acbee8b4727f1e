import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { isLanguage } from '#shared/languages.ts';
import { changeLanguage } from '#web/i18n/i18n.ts';
import { storedTheme, type Theme } from '#web/theme/theme.ts';
import { setTheme, useTheme } from '#web/theme/use-theme.ts';
import { SESSION_QUERY_KEY, updateMe, useSession } from './session.ts';

/**
 * Keeps the interface and the account in step while someone is signed in:
 * - on sign-in (or when the app opens with a session) the account's language and theme apply;
 * - afterwards, changing the language or the theme saves it to the account, so e-mails follow
 *   the language and the next device starts with the same choices.
 * Only changes made after the session became known (`shown`: what the page showed then) are saved,
 * never the values the interface happened to have before. A change made while this part was
 * still loading is such a change: it is saved, not undone by the account's older value.
 */
export function AccountPreferencesSync({ shown }: { shown: { language: string; theme: Theme } }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  const language = i18n.language;
  const appliedFor = useRef<string | null>(null);
  const seen = useRef(shown);

  useEffect(() => {
    if (!user) {
      appliedFor.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = { language, theme };
    if (appliedFor.current !== user.id) {
      appliedFor.current = user.id;
      if (language === previous.language && user.language !== language) void changeLanguage(user.language);
      if (theme === previous.theme && user.theme && user.theme !== theme) setTheme(user.theme);
    }
    const patch: { language?: typeof user.language; theme?: typeof theme } = {};
    if (language !== previous.language && isLanguage(language) && language !== user.language) {
      patch.language = language;
    }
    // Only a theme the person chose: following the system's light or dark is not a choice to keep.
    if (theme !== previous.theme && theme !== user.theme && storedTheme() === theme) patch.theme = theme;
    if (Object.keys(patch).length === 0) return;
    updateMe(patch).then(
      (updated) => queryClient.setQueryData(SESSION_QUERY_KEY, updated),
      // Not saved this time (offline, session ended): the interface keeps the choice anyway.
      () => undefined,
    );
  }, [user, language, theme, queryClient]);

  return null;
}
