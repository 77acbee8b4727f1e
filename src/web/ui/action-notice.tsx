import { X } from 'lucide-react';
import { buttonStyles } from './button-styles.ts';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * What an action on the page answered, fixed under the header while it has something to say, so it
 * is seen wherever the button was; a live region that stays in the page (hidden) in between.
 */
export function ActionNotice({
  notice,
  dismissLabel,
  onDismiss,
}: {
  notice: Notice | null | undefined;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  return (
    <div
      className={
        notice
          ? 'fixed inset-x-4 top-20 z-30 mx-auto flex max-w-xl items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-lg'
          : 'sr-only'
      }
    >
      <output className={`flex-1 font-medium ${notice?.tone === 'error' ? 'text-danger' : 'text-success'}`}>
        {notice?.text}
      </output>
      {notice && (
        <button
          type="button"
          className={`${buttonStyles.icon} -my-2 -mr-2`}
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
