import { dayOfYear } from './local-date.ts';
import type { LocalDate } from './local-date.ts';

// Today's tip is the one for the user's local day of year (docs/product-rules.md, Daily tip). Fallbacks: the
// active tip for that day; else any active tip; else none ("tip not available, return later").

export const DEFAULT_TIP_TYPE = 'magicalAction';
export const DEFAULT_TIP_INTENTION = 'wellbeing';

/** What selection needs of a tip (a content entry or a database row joined with its translation). */
export interface TipCandidate {
  id: number;
  day_of_year: number;
  /** false or 0 leaves the tip out. */
  is_active?: boolean | number;
}

function isActive(tip: TipCandidate): boolean {
  return tip.is_active !== false && tip.is_active !== 0;
}

/**
 * The tip for a local date: the active tip whose day_of_year is the date's (1–366; 29 February
 * is 60). Without one, another active tip, chosen by the day of year so the fallback still varies
 * from day to day and is the same for everyone ((day − 1) mod count, over the active tips ordered
 * by day_of_year then id). Null when no tip is active.
 */
export function pickTipForDate<T extends TipCandidate>(tips: readonly T[], date: LocalDate): T | null {
  const day = dayOfYear(date);
  const active = tips.filter(isActive);
  const exact = active.filter((tip) => tip.day_of_year === day).sort((a, b) => a.id - b.id)[0];
  if (exact) return exact;
  if (active.length === 0) return null;
  const ordered = [...active].sort((a, b) => a.day_of_year - b.day_of_year || a.id - b.id);
  return ordered[(day - 1) % ordered.length] ?? null;
}

export interface TipSource extends TipCandidate {
  title?: string | null;
  text: string;
  type?: string | null;
  intention?: string | null;
}

/** The app's tip shape (docs/product-rules.md, Content). */
export interface AppTip {
  id: number;
  /**
   * The tip's title, or null when it has none: the UI then shows the translated fallback
   * 'Consejo #{id}' (es) with this tip's id.
   */
  title: string | null;
  content: string;
  /** The tip's type key (default magicalAction), shown through translations. */
  category: string;
  /** The tip's intention key (default wellbeing). */
  intention: string;
  dayOfYear: number;
  /** The local date the tip is shown for. */
  date: LocalDate;
}

export function toAppTip(tip: TipSource, date: LocalDate): AppTip {
  const title = tip.title?.trim();
  return {
    id: tip.id,
    title: title ? title : null,
    content: tip.text,
    category: tip.type || DEFAULT_TIP_TYPE,
    intention: tip.intention || DEFAULT_TIP_INTENTION,
    dayOfYear: tip.day_of_year,
    date,
  };
}

/** pickTipForDate then toAppTip, or null when there is no active tip. */
export function appTipForDate(tips: readonly TipSource[], date: LocalDate): AppTip | null {
  const tip = pickTipForDate(tips, date);
  return tip ? toAppTip(tip, date) : null;
}
