import { useQuery } from '@tanstack/react-query';
import { journalQuery } from './api.ts';
import { NoteCard } from './components/note-editor.tsx';

/** On a completed ritual's page: the user's own note on it, to write, edit or delete. */
export function RitualJournal({ ritualId }: { ritualId: number }) {
  const notes = useQuery(journalQuery({ ritualId }));
  return (
    <NoteCard
      target={{ kind: 'ritual', ritualId }}
      entry={notes.data?.entries[0] ?? null}
      pending={notes.isPending}
    />
  );
}
