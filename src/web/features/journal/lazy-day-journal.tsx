import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// Shown only after a commitment: its code and texts load then, not with the daily tip. Not on the
// server either: its texts are not in the page's, and the first render must match the server's.
const DayJournal = lazy(() => import('./day-journal.tsx'));

export function LazyDayJournal({ date }: { date: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DayJournal date={date} />
    </Suspense>
  );
}
