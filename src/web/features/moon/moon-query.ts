import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoonData } from '#shared/api/moon.ts';
import { request } from '#web/lib/api-client.ts';
import { browserTimeZone, localToday } from '#web/lib/time-zone.ts';

// Tonight's moon as the browser sees it: its own calendar date and time zone. Asked only from
// lazily loaded components that render after hydration, so the server never guesses the zone.

export function moonQuery(date: string, timeZone: string) {
  return queryOptions({
    queryKey: ['moon', date, timeZone],
    queryFn: async ({ signal }): Promise<MoonData> =>
      (
        await request(`/api/v1/moon?${new URLSearchParams({ date, tz: timeZone })}`, {
          signal,
          schema: () => import('#shared/api/moon.ts').then((m) => m.moonResponseSchema),
        })
      ).data,
    staleTime: 10 * 60_000,
  });
}

/** Tonight's moon in this browser's date and zone (undefined until the server answers). */
export function useTonightMoon() {
  const timeZone = browserTimeZone();
  return { timeZone, moon: useQuery(moonQuery(localToday(), timeZone)).data };
}
