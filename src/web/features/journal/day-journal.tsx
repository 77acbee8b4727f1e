import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { journalQuery } from './api.ts';
import { NoteCard } from './components/note-editor.tsx';

/** After the day's commitment: an optional private note and mood on that day, editable later. */
export default function DayJournal({ date }: { date: string }) {
  const { t } = useTranslation('journal');
  // Day notes of the date's month: the page then finds this day's among them.
  const notes = useQuery(journalQuery({ month: date.slice(0, 7) }));
  const entry = notes.data?.entries.find((e) => e.ritual_id === null && e.entry_date === date) ?? null;
  return (
    <NoteCard
      headingId="day-journal-heading"
      title={t('day.title')}
      intro={t('day.intro')}
      target={{ kind: 'day', date }}
      entry={entry}
      pending={notes.isPending}
      className="mt-6 p-5"
      testId="day-journal"
    />
  );
}
