import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { NotePrompt } from './components/note-prompts.tsx';

// Shown only after a commitment: its code and texts load then, not with the daily tip. Not on the
// server either: its texts are not in the page's, and the first render must match the server's.
const DayJournal = lazy(() => import('./day-journal.tsx'));

export function LazyDayJournal({ date, prompts }: { date: string; prompts: readonly NotePrompt[] }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DayJournal date={date} prompts={prompts} />
    </Suspense>
  );
}
