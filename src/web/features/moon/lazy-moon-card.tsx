import { lazy, Suspense } from 'react';

// The card, its schema and its texts load after the page, so they cost the first paint nothing.
const MoonCard = lazy(() => import('./moon-card.tsx'));

export function LazyMoonCard() {
  return (
    <Suspense fallback={null}>
      <MoonCard />
    </Suspense>
  );
}
