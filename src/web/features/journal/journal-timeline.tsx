import { useQuery } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { JournalEntry } from '#shared/api/journal.ts';
import { longDate } from '#web/lib/format-date.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { journalQuery, targetOf } from './api.ts';
import { NoteEditor } from './components/note-editor.tsx';
import { CardSection } from '#web/ui/card-section.tsx';

interface Props {
  /** Ritual titles by id, for naming notes and the ritual filter. */
  titles: ReadonlyMap<number, string>;
}

function Entry({ entry, title }: { entry: JournalEntry; title: string }) {
  const { t, i18n } = useTranslation('journal');
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-xl border border-line bg-bg p-4">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {longDate(entry.entry_date, i18n.language)}
        {entry.mood !== null && ` · ${t(`mood.${entry.mood as 1 | 2 | 3 | 4 | 5}`)}`}
      </p>
      <h3 className="mt-1 font-semibold">{title}</h3>
      {editing ? (
        <div className="mt-2">
          <NoteEditor target={targetOf(entry)} entry={entry} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <p className="mt-1 whitespace-pre-line">{entry.text}</p>
          <button
            type="button"
            className={`${buttonStyles.ghost} mt-2 -ml-4`}
            onClick={() => setEditing(true)}
          >
            {t('edit')}
            <span className="sr-only">{title}</span>
          </button>
        </>
      )}
    </li>
  );
}

/** The progress page's journal: the user's notes, newest first, by ritual or month. */
export function JournalTimeline({ titles }: Props) {
  const { t } = useTranslation('journal');
  const [ritualId, setRitualId] = useState<number | undefined>(undefined);
  const [month, setMonth] = useState('');
  const notes = useQuery(journalQuery({ ritualId, month: month || undefined }));
  const titleOf = (entry: JournalEntry) =>
    entry.ritual_id === null ? t('dayNote') : (titles.get(entry.ritual_id) ?? t('ritualNote'));
  return (
    <CardSection
      headingId="journal-heading"
      title={t('timeline.title')}
      icon={<NotebookPen aria-hidden="true" className="size-5 text-accent-ink" />}
    >
      <div className="mt-3 flex flex-wrap gap-4">
        {/* A long ritual title must not widen the filter past its card: the select takes the
            room there is and cuts its text. */}
        <label className="max-w-full min-w-0 text-sm font-semibold">
          {t('timeline.ritual')}
          <select
            className="mt-1 block w-full truncate rounded-xl border border-line bg-bg px-3 py-2 font-normal"
            value={ritualId ?? ''}
            onChange={(event) => setRitualId(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">{t('timeline.allRituals')}</option>
            {[...titles].map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('timeline.month')}
          <input
            type="month"
            className="mt-1 block rounded-xl border border-line bg-bg px-3 py-2 font-normal"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </label>
      </div>
      {notes.data && notes.data.entries.length === 0 && (
        <p className="mt-4 text-ink-muted">{t('timeline.empty')}</p>
      )}
      <ul className="mt-4 space-y-3">
        {notes.data?.entries.map((entry) => (
          <Entry
            key={`${entry.kind}-${entry.ritual_id ?? entry.date}`}
            entry={entry}
            title={titleOf(entry)}
          />
        ))}
      </ul>
    </CardSection>
  );
}
