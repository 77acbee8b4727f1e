import { useTranslation } from '#web/i18n/use-translation.ts';
import { ACHIEVEMENT_CATEGORY_ORDER, type AchievementView } from '#shared/api/progress.ts';
import { AchievementCard } from './achievement-card.tsx';

/** Every achievement, grouped by category in catalogue order, with progress on the locked ones. */
export function AchievementsSection({
  achievements,
  timeZone,
}: {
  achievements: readonly AchievementView[];
  timeZone: string;
}) {
  const { t } = useTranslation('progress');
  const unlocked = achievements.filter((a) => a.unlocked).length;
  const known: readonly string[] = ACHIEVEMENT_CATEGORY_ORDER;
  const categories = [
    ...ACHIEVEMENT_CATEGORY_ORDER,
    ...new Set(achievements.map((a) => a.category).filter((c) => !known.includes(c))),
  ];
  return (
    <section id="achievements" aria-labelledby="achievements-heading" className="scroll-mt-24 space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="achievements-heading" className="text-2xl font-semibold">
          {t('achievements.title')}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('achievements.count', { unlocked, total: achievements.length })}
        </p>
      </div>
      {categories.map((category) => {
        const inCategory = achievements.filter((a) => a.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`category-${category}`} className="space-y-3">
            <h3 id={`category-${category}`} className="text-lg font-semibold">
              {t(`achievements.categories.${category}`, { defaultValue: category })}
            </h3>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {inCategory.map((a) => (
                // Most cards are far below the first screen: laid out when they come near (ADR 0043).
                <li key={a.key} className="[contain-intrinsic-size:auto_14.5rem] [content-visibility:auto]">
                  <AchievementCard achievement={a} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
