import { Suspense } from 'react';
import { lazyOptional } from '#web/lib/lazy-optional.ts';
import { MoonCardPlaceholder } from './moon-card-placeholder.tsx';

// The card, its schema and its texts load after the page, so they cost the first paint nothing.
const MoonCard = lazyOptional(() => import('./moon-card.tsx'));

export function LazyMoonCard() {
  return (
    <Suspense fallback={<MoonCardPlaceholder />}>
      <MoonCard />
    </Suspense>
  );
}
