import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { journalQuery } from './api.ts';
import { NoteCard } from './components/note-editor.tsx';

/** On a completed ritual's page: the user's own note on it, to write, edit or delete. */
export function RitualJournal({ ritualId }: { ritualId: number }) {
  const { t } = useTranslation('journal');
  const notes = useQuery(journalQuery({ ritualId }));
  return (
    <NoteCard
      headingId="ritual-journal-heading"
      title={t('ritual.title')}
      intro={t('ritual.intro')}
      target={{ kind: 'ritual', ritualId }}
      entry={notes.data?.entries[0] ?? null}
      pending={notes.isPending}
    />
  );
}
