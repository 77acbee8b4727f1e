import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { UnlockedAchievementView } from '#shared/api/progress.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { DismissButton } from '#web/ui/toast-region.tsx';
import { markAchievementsSeen, unseenAchievementsQuery } from './api.ts';
import { progressKeys } from './keys.ts';
import { AchievementIcon } from './components/achievement-icon.tsx';

const SHOW_MS = 8000;

/**
 * Celebrates each newly unlocked achievement once: the server lists those not yet seen, each is
 * shown in a polite live region and marked seen at once, so a reload or another device never
 * shows it again.
 */
export default function AchievementToasts() {
  const { t } = useTranslation('progress');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const unseen = useQuery({ ...unseenAchievementsQuery(language), refetchOnWindowFocus: true });
  const [shown, setShown] = useState<UnlockedAchievementView[]>([]);
  const marked = useRef(new Set<string>());
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const fresh = (unseen.data ?? []).filter((a) => !marked.current.has(a.key));
    if (fresh.length === 0) return;
    for (const a of fresh) marked.current.add(a.key);
    setShown((list) => [...list, ...fresh]);
    markAchievementsSeen(fresh.map((a) => a.key)).then(
      () => queryClient.setQueryData<UnlockedAchievementView[]>(progressKeys.unseen(language), []),
      // Not marked (offline): it may show once more next time, which beats never.
      () => undefined,
    );
  }, [unseen.data, queryClient, language]);

  useEffect(() => {
    if (shown.length === 0 || paused) return;
    const timer = setTimeout(() => setShown((list) => list.slice(1)), SHOW_MS);
    return () => clearTimeout(timer);
  }, [shown, paused]);

  const dismiss = (key: string) => setShown((list) => list.filter((a) => a.key !== key));

  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:bottom-5 sm:left-5 sm:items-start"
    >
      {/* A div with role="status" (not <output>): it holds a card, not a computed value. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div role="status" aria-live="polite" className="flex w-full flex-col gap-2 sm:w-96">
        {shown.slice(0, 3).map((a) => (
          <div
            key={a.key}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            className="pointer-events-auto flex items-start gap-3 rounded-2xl border border-accent/50 bg-surface p-4 shadow-xl shadow-primary/15 motion-safe:animate-[fade-in_0.3s_ease-out]"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/20 text-accent-ink">
              <AchievementIcon name={a.icon} className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent-ink uppercase">
                <Trophy aria-hidden="true" className="size-3.5" />
                {t('toast.title')}
              </p>
              <p className="mt-0.5 font-display text-lg leading-snug font-semibold">{a.title}</p>
              <p className="text-sm text-ink-muted">{t('toast.points', { points: a.points })}</p>
              <Link
                to="/progress#achievements"
                onClick={() => dismiss(a.key)}
                className="mt-1 inline-block text-sm font-semibold text-primary hover:underline"
              >
                {t('toast.view')}
              </Link>
            </div>
            <DismissButton label={t('toast.close')} onClick={() => dismiss(a.key)} className="size-8" />
          </div>
        ))}
      </div>
    </section>
  );
}
