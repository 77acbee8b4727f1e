import type { MoonData } from '../../../shared/api/moon.ts';
import type { LocalDate } from '../../../shared/local-date.ts';
import { moonNight } from '../../../shared/moon.ts';
import { LruMap } from '../../platform/lru-map.ts';

// Pure computation, no storage: the same date and zone always give the same moon, so answers
// are kept in memory (a small bounded map; the least recently used entry goes first).
const CACHE_SIZE = 512;

export function createMoonService() {
  const cache = new LruMap<string, MoonData>(CACHE_SIZE);
  return {
    night(date: LocalDate, timeZone: string): MoonData {
      const key = `${date} ${timeZone}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const night = moonNight(date, timeZone);
      const data: MoonData = {
        date,
        time_zone: timeZone,
        phase: night.phase,
        illumination: night.illumination,
        next_full_moon: night.nextFullMoon.toISOString(),
        next_new_moon: night.nextNewMoon.toISOString(),
        moment: night.moment,
      };
      return cache.set(key, data);
    },
  };
}
export type MoonService = ReturnType<typeof createMoonService>;
