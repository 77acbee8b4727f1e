import { Lightbulb, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';

/** A question to write from: a journey's prompt for today, named by the journey's title. */
export interface NotePrompt {
  id: string;
  title: string;
  prompt: string;
}

/** Each prompt, with a button that adds it to the note; once added, only the prompt stays. */
export function NotePrompts({
  prompts,
  text,
  onInsert,
}: {
  prompts: readonly NotePrompt[];
  text: string;
  onInsert: (prompt: string) => void;
}) {
  const { t } = useTranslation('journal');
  const id = useId();
  if (prompts.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="note-prompts">
      {prompts.map((one, i) => (
        <li key={one.id} className="rounded-xl border border-primary/30 bg-primary-soft/60 px-4 py-3 text-sm">
          <p id={`${id}-${i}`}>
            <span className="flex items-center gap-1.5 font-semibold">
              <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
              {t('prompt.label', { title: one.title })}
            </span>
            <span className="mt-1 block">{one.prompt}</span>
          </p>
          {!text.includes(one.prompt) && (
            <button
              type="button"
              // Looks like the button it is on the prompt's tinted card (a ghost one blended in).
              className={`${buttonStyles.secondary} mt-3`}
              aria-describedby={`${id}-${i}`}
              onClick={() => onInsert(one.prompt)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('prompt.insert')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
