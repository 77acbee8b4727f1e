import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { JOURNAL_TEXT_MAX, journalTextTooLong, type JournalEntry } from '#shared/api/journal.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { CardSection } from '#web/ui/card-section.tsx';
import { refreshJournal, sendNote, type NoteTarget } from '../api.ts';
import { NotePrompts, type NotePrompt } from './note-prompts.tsx';

const MOODS = [1, 2, 3, 4, 5] as const;

interface Props {
  target: NoteTarget;
  entry: JournalEntry | null;
  /** Called after a save or a delete (to close an inline editor). */
  onDone?: () => void;
  /** Questions the user may start the note from (today's journey prompts), or ignore. */
  prompts?: readonly NotePrompt[];
}

/** A private note (up to 2,000 characters) and a mood from 1 to 5, written, edited or deleted. */
export function NoteEditor({ target, entry, onDone, prompts = [] }: Props) {
  const { t } = useTranslation('journal');
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(entry?.text ?? '');
  const textArea = useRef<HTMLTextAreaElement>(null);
  // After what is written, on a line of its own; the caret follows it, ready for the answer.
  const insert = (prompt: string) => {
    setText((current) => (current.trim() ? `${current.trimEnd()}\n\n${prompt}\n` : `${prompt}\n`));
    textArea.current?.focus();
  };
  const [mood, setMood] = useState<number | null>(entry?.mood ?? null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const failed = (error: unknown) =>
    setStatus({
      tone: 'error',
      text: error instanceof ApiError && error.message ? error.message : t('errors.generic'),
    });

  const save = useMutation({
    mutationFn: () => sendNote(target, { text, mood }),
    onSuccess: async (outcome) => {
      setStatus({ tone: 'success', text: t(outcome === 'kept' ? 'savedLater' : 'saved') });
      await refreshJournal(queryClient);
      onDone?.();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => sendNote(target, null),
    onSuccess: async (outcome) => {
      setText('');
      setMood(null);
      setStatus({ tone: 'success', text: t(outcome === 'kept' ? 'deletedLater' : 'deleted') });
      await refreshJournal(queryClient);
      onDone?.();
    },
    onError: failed,
  });

  const tooLong = journalTextTooLong(text);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setStatus(null);
    save.mutate();
  };
  const busy = save.isPending || remove.isPending;

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={t('form')}>
      <NotePrompts prompts={prompts} text={text} onInsert={insert} />
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold">
          {t('text')}
        </label>
        <textarea
          ref={textArea}
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          aria-describedby={`${id}-count`}
          aria-invalid={tooLong}
          className="mt-1 block w-full rounded-xl border border-line bg-bg px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={`${id}-count`} className={`mt-1 text-xs ${tooLong ? 'text-danger' : 'text-ink-muted'}`}>
          {t('length', { length: [...text].length, max: JOURNAL_TEXT_MAX })}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">{t('mood.legend')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[null, ...MOODS].map((value) => (
            <label
              key={value ?? 'none'}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={`${id}-mood`}
                checked={mood === value}
                onChange={() => setMood(value)}
                className="accent-[var(--primary)]"
              />
              {t(`mood.${value ?? 'none'}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={busy || tooLong}>
          {t('save')}
        </button>
        {entry && (
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={busy}
            onClick={() => remove.mutate()}
          >
            {t('delete')}
          </button>
        )}
        <output
          className={`text-sm font-medium ${status?.tone === 'error' ? 'text-danger' : 'text-success'}`}
        >
          {status?.text}
        </output>
      </div>
    </form>
  );
}

/**
 * One note's block (a ritual's, a day's): what it is for, then its editor once the note is read. Its
 * heading and intro are the target kind's.
 */
export function NoteCard({
  target,
  entry,
  pending,
  className = 'p-5',
  testId,
  prompts,
}: {
  target: NoteTarget;
  entry: JournalEntry | null;
  /** The journal is still being read. */
  pending: boolean;
  className?: string;
  testId?: string;
  prompts?: readonly NotePrompt[];
}) {
  const { t } = useTranslation('journal');
  const headingId = `${target.kind}-journal-heading`;
  return (
    <CardSection
      headingId={headingId}
      title={t(`${target.kind}.title`)}
      icon={<NotebookPen aria-hidden="true" className="size-5 text-accent-ink" />}
      size="lg"
      className={className}
      data-testid={testId}
    >
      <p className="mt-1 text-sm text-ink-muted">{t(`${target.kind}.intro`)}</p>
      {/* Shown once the note is read, so it starts from it; it keeps its own state (and its
          saved message) while the journal is read again after a save. */}
      <div className="mt-3">
        {pending ? null : <NoteEditor target={target} entry={entry} prompts={prompts} />}
      </div>
    </CardSection>
  );
}
