import { useQuery } from '@tanstack/react-query';
import { journalQuery } from './api.ts';
import { NoteCard } from './components/note-editor.tsx';
import type { NotePrompt } from './components/note-prompts.tsx';

/**
 * After the day's commitment: an optional private note and mood on that day, editable later, with
 * today's prompts of the journeys followed to start from.
 */
export default function DayJournal({ date, prompts }: { date: string; prompts: readonly NotePrompt[] }) {
  // Day notes of the date's month: the page then finds this day's among them.
  const notes = useQuery(journalQuery({ month: date.slice(0, 7) }));
  const entry = notes.data?.entries.find((e) => e.ritual_id === null && e.entry_date === date) ?? null;
  return (
    <NoteCard
      target={{ kind: 'day', date }}
      entry={entry}
      pending={notes.isPending}
      className="mt-6 p-5"
      testId="day-journal"
      prompts={prompts}
    />
  );
}
