import type { RitualType } from '#shared/taxonomy.ts';

// Each ritual type has an emoji and a colour: a tinted badge (text colours meet AA on their tint in
// both themes) and a solid accent bar.
export const RITUAL_TYPE_STYLE: Record<RitualType, { emoji: string; badge: string; bar: string }> = {
  candles: {
    emoji: '🕯️',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-300/15 dark:text-amber-200',
    bar: 'bg-amber-400',
  },
  ritualBaths: {
    emoji: '🛁',
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-300/15 dark:text-sky-200',
    bar: 'bg-sky-400',
  },
  prayersAndPhrases: {
    emoji: '🙏',
    badge: 'bg-violet-100 text-violet-900 dark:bg-violet-300/15 dark:text-violet-200',
    bar: 'bg-violet-400',
  },
  amuletsAndTalismans: {
    emoji: '🧿',
    badge: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-300/15 dark:text-indigo-200',
    bar: 'bg-indigo-400',
  },
  spaceCleansing: {
    emoji: '🌿',
    badge: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-300/15 dark:text-emerald-200',
    bar: 'bg-emerald-400',
  },
  offeringsAltars: {
    emoji: '🌸',
    badge: 'bg-rose-100 text-rose-900 dark:bg-rose-300/15 dark:text-rose-200',
    bar: 'bg-rose-400',
  },
  symbolicWriting: {
    emoji: '📜',
    badge: 'bg-stone-200 text-stone-900 dark:bg-stone-300/15 dark:text-stone-200',
    bar: 'bg-stone-400',
  },
  naturalElementRituals: {
    emoji: '🍃',
    badge: 'bg-teal-100 text-teal-900 dark:bg-teal-300/15 dark:text-teal-200',
    bar: 'bg-teal-400',
  },
  invocations: {
    emoji: '✨',
    badge: 'bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-300/15 dark:text-fuchsia-200',
    bar: 'bg-fuchsia-400',
  },
  foodRituals: {
    emoji: '🍯',
    badge: 'bg-orange-100 text-orange-900 dark:bg-orange-300/15 dark:text-orange-200',
    bar: 'bg-orange-400',
  },
};
