import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SESSION_QUERY_KEY, updateMe, useSession } from '../auth/session.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';

// docs/product-rules.md, Days and streaks: a user's day is their local day; the browser sends its
// IANA time zone and the profile stores it. It is sent when it differs from the profile's, once per
// zone and account in this browser: a zone the person then picks in their profile is not
// overwritten on every page, only when the device itself moves to another zone.

const SENT_KEY = 'ritualia.timeZoneSent';

function sentZones(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SENT_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function rememberSent(userId: string, zone: string) {
  try {
    window.localStorage.setItem(SENT_KEY, JSON.stringify({ ...sentZones(), [userId]: zone }));
  } catch {
    // Storage blocked: the zone may be sent again next time, which is harmless.
  }
}

export function useTimeZoneSync(): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || checkedFor.current === user.id) return;
    checkedFor.current = user.id;
    const zone = browserTimeZone();
    const alreadySent = sentZones()[user.id] === zone;
    rememberSent(user.id, zone);
    if (user.timeZone === zone || alreadySent) return;
    updateMe({ timeZone: zone }).then(
      (updated) => queryClient.setQueryData(SESSION_QUERY_KEY, updated),
      // Offline or signed out meanwhile: the next page load tries again.
      () => rememberSent(user.id, ''),
    );
  }, [user, queryClient]);
}
