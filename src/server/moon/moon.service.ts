import type { MoonData } from '../../shared/api/moon.ts';
import type { LocalDate } from '../../shared/local-date.ts';
import { moonNight } from '../../shared/moon.ts';

// Pure computation, no storage: the same date and zone always give the same moon, so answers
// are kept in memory (a small bounded map; the oldest entry goes first).
const CACHE_SIZE = 512;

export function createMoonService() {
  const cache = new Map<string, MoonData>();
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
        moment: night.moment as MoonData['moment'],
      };
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(key, data);
      return data;
    },
  };
}
export type MoonService = ReturnType<typeof createMoonService>;
