import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { MoonData } from '#shared/api/moon.ts';
import { request } from '#web/lib/api-client.ts';
import { localToday } from '#web/lib/time-zone.ts';
import { useBrowserTimeZone } from '#web/lib/use-browser-time-zone.ts';

const unchanging = () => () => {};

// Tonight's moon as the browser sees it: its own calendar date and time zone, known only once the
// page is hydrated, so the server's HTML and the first render have no moon.

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

/**
 * Tonight's moon in this browser's date and zone (undefined until hydrated and answered), and
 * whether asking for it failed.
 */
export function useTonightMoon() {
  const zone = useBrowserTimeZone();
  const timeZone = zone ?? 'UTC';
  // The browser's own date; the server renders without one.
  const today = useSyncExternalStore(unchanging, localToday, () => null);
  const query = moonQuery(today ?? '', timeZone);
  const moon = useQuery({ ...query, enabled: zone !== null && today !== null });
  return { timeZone, moon: moon.data, failed: moon.isError };
}
