// docs/product-rules.md, Daily tip: holding raises the progress 2 points every 50 ms from 0 to 100 (2.5 s),
// then
// the commitment is made; letting go earlier resets it to 0.

export const HOLD_STEP = 2;
export const HOLD_TICK_MS = 50;
export const HOLD_MAX = 100;
/** The percentages announced to screen readers on the way up. */
export const HOLD_MILESTONES = [25, 50, 75] as const;

export function nextHoldProgress(progress: number): number {
  return Math.min(HOLD_MAX, Math.max(0, progress) + HOLD_STEP);
}

/** The milestone crossed going from `before` to `after`, if any. */
export function crossedMilestone(before: number, after: number): number | null {
  for (const milestone of HOLD_MILESTONES) if (before < milestone && after >= milestone) return milestone;
  return null;
}
