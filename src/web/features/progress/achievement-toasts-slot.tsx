import { lazy, Suspense } from 'react';
import { useSession } from '../auth/session.ts';

// The toasts (and their translations) load only for a signed-in user.
const AchievementToasts = lazy(() => import('./achievement-toasts.tsx'));

/**
 * Mounted once in the layout: for a signed-in user, celebrates achievements not yet seen. (The
 * browser's time zone is stored on an account without one by daily-tip/use-time-zone-sync.ts.)
 */
export function AchievementToastsSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AchievementToasts />
    </Suspense>
  );
}
