import type { TipType } from '#shared/taxonomy.ts';

// Each kind of daily tip has an emoji and a tinted badge whose text meets AA in both themes.
export const TIP_TYPE_STYLE: Record<TipType, { emoji: string; badge: string }> = {
  magicalAction: {
    emoji: '✨',
    badge: 'bg-violet-100 text-violet-900 dark:bg-violet-300/15 dark:text-violet-200',
  },
  meditation: {
    emoji: '🧘',
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-300/15 dark:text-sky-200',
  },
  affirmation: {
    emoji: '💬',
    badge: 'bg-rose-100 text-rose-900 dark:bg-rose-300/15 dark:text-rose-200',
  },
  journaling: {
    emoji: '📓',
    badge: 'bg-stone-200 text-stone-900 dark:bg-stone-300/15 dark:text-stone-200',
  },
  natureConnection: {
    emoji: '🌿',
    badge: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-300/15 dark:text-emerald-200',
  },
  offering: {
    emoji: '🌸',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-300/15 dark:text-amber-200',
  },
};

const FALLBACK = TIP_TYPE_STYLE.magicalAction;

export function tipTypeStyle(type: string): { emoji: string; badge: string } {
  return (TIP_TYPE_STYLE as Record<string, { emoji: string; badge: string }>)[type] ?? FALLBACK;
}
