import { useQuery } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { journalQuery } from './api.ts';
import { NoteEditor } from './components/note-editor.tsx';

/** On a completed ritual's page: the user's own note on it, to write, edit or delete. */
export function RitualJournal({ ritualId }: { ritualId: number }) {
  const { t } = useTranslation('journal');
  const notes = useQuery(journalQuery({ ritualId }));
  const entry = notes.data?.entries[0] ?? null;
  return (
    <section
      aria-labelledby="ritual-journal-heading"
      className="rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="ritual-journal-heading" className="flex items-center gap-2 text-lg font-semibold">
        <NotebookPen aria-hidden="true" className="size-5 text-accent-ink" />
        {t('ritual.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('ritual.intro')}</p>
      {/* Shown once the note is read, so it starts from it; it keeps its own state (and its
          saved message) while the journal is read again after a save. */}
      <div className="mt-3">
        {notes.isPending ? null : <NoteEditor target={{ kind: 'ritual', ritualId }} entry={entry} />}
      </div>
    </section>
  );
}
