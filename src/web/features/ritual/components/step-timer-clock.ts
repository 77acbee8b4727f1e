/** The lengths the guided mode's step timer offers, in minutes. */
export const TIMER_MINUTES = [1, 3, 5, 10] as const;

/** Whole seconds left until `endsAt` at `now` (both epoch ms), never below zero. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** `m:ss`, as a kitchen timer shows it. */
export function clockFace(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** When a timer of `minutes` started now ends, in epoch ms. */
export function endsAfter(minutes: number): number {
  return Date.now() + minutes * 60_000;
}
