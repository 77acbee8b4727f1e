import { useQueryClient } from '@tanstack/react-query';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { lazyOptional } from '#web/lib/lazy-optional.ts';
import { whenPageIdle } from '#web/lib/when-idle.ts';

// The overlay is its own chunk, fetched once the page is idle, so the page's start-up JavaScript
// stays small and its own content comes first. If the chunk cannot be fetched (offline), the page
// simply goes without. It renders as a transition, in slices the browser can interrupt for a tap.
const DailyTipOverlay = lazyOptional(() => import('./daily-tip-overlay.tsx'));

export function DailyTipOverlayMount() {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => whenPageIdle(queryClient, () => startTransition(() => setReady(true))), [queryClient]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <DailyTipOverlay />
    </Suspense>
  );
}
