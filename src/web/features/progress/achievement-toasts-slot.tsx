import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '#web/lib/lazy-optional.ts';
import { whenPageIdle } from '#web/lib/when-idle.ts';
import { useSession } from '../auth/session.ts';

// The toasts (and their translations) load only for a signed-in user, once the page is idle: they
// celebrate what was unlocked, which can wait until the page itself is there.
const AchievementToasts = lazyOptional(() => import('./achievement-toasts.tsx'));

/**
 * Mounted once in the layout: for a signed-in user, celebrates achievements not yet seen. (The
 * browser's time zone is stored on an account without one by daily-tip/use-time-zone-sync.ts.)
 */
export function AchievementToastsSlot() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(queryClient, () => setIdle(true)), [queryClient]);
  if (!user || !idle) return null;
  return (
    <Suspense fallback={null}>
      <AchievementToasts />
    </Suspense>
  );
}
