import type { StreakStatus } from '../../../shared/streaks.ts';

// Status texts (docs/product-rules.md, Days and streaks): 'Sin racha activa', 'Última racha: N días', 'Racha
// iniciada' (for 1) and
// 'N días consecutivos' otherwise; worded in each language by the dailyTip namespace.
export type StreakText =
  | { key: 'streak.none' }
  | { key: 'streak.last'; count: number }
  | { key: 'streak.started' }
  | { key: 'streak.consecutive'; count: number };

export function streakText(status: StreakStatus): StreakText {
  switch (status.kind) {
    case 'none':
      return { key: 'streak.none' };
    case 'lastStreak':
      return { key: 'streak.last', count: status.days };
    case 'started':
      return { key: 'streak.started' };
    case 'consecutive':
      return { key: 'streak.consecutive', count: status.days };
  }
}
