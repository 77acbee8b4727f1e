import { useQuery } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { journalQuery } from './api.ts';
import { NoteEditor } from './components/note-editor.tsx';

/** After the day's commitment: an optional private note and mood on that day, editable later. */
export default function DayJournal({ date }: { date: string }) {
  const { t } = useTranslation('journal');
  // Day notes of the date's month: the page then finds this day's among them.
  const notes = useQuery(journalQuery({ month: date.slice(0, 7) }));
  const entry = notes.data?.entries.find((e) => e.ritual_id === null && e.entry_date === date) ?? null;
  return (
    <section
      aria-labelledby="day-journal-heading"
      className="mt-6 rounded-2xl border border-line bg-surface p-5"
      data-testid="day-journal"
    >
      <h2 id="day-journal-heading" className="flex items-center gap-2 text-lg font-semibold">
        <NotebookPen aria-hidden="true" className="size-5 text-accent-ink" />
        {t('day.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('day.intro')}</p>
      <div className="mt-3">
        {notes.isPending ? null : <NoteEditor target={{ kind: 'day', date }} entry={entry} />}
      </div>
    </section>
  );
}
