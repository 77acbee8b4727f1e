import { CloudOff } from 'lucide-react';
import { buttonStyles } from './button-styles.ts';

interface Props {
  title: string;
  body: string;
  /** The retry button's text; without onRetry there is no button. */
  retryLabel: string;
  onRetry?: (() => void) | undefined;
  /** Disables the button while a retry is under way. */
  retrying?: boolean;
  /**
   * `alert` (a failed read announced where the content would be) or `card` (a page's main block
   * that has nothing to show, with its own heading).
   */
  variant?: 'alert' | 'card';
  /** Outer spacing, which depends on where the block sits. */
  className?: string;
}

/** "Could not load": what failed, a line on what to do, and a way to try again. */
export function LoadError({
  title,
  body,
  retryLabel,
  onRetry,
  retrying = false,
  variant = 'alert',
  className = 'py-12',
}: Props) {
  const retry = onRetry && (
    <button
      type="button"
      className={variant === 'card' ? buttonStyles.secondary : `${buttonStyles.primary} mt-2`}
      onClick={onRetry}
      disabled={retrying}
    >
      {retryLabel}
    </button>
  );
  if (variant === 'card') {
    return (
      <div
        className={`mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl border border-line bg-surface px-6 text-center shadow-sm ${className}`}
      >
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary"
        >
          <CloudOff className="size-7" />
        </span>
        <h2 className="text-2xl font-semibold">{title}</h2>
        <p className="text-ink-muted">{body}</p>
        {retry}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={`mx-auto flex max-w-md flex-col items-center gap-3 text-center ${className}`}
    >
      <CloudOff aria-hidden="true" className="size-10 text-accent-ink" />
      <p className="font-display text-xl font-semibold">{title}</p>
      <p className="text-ink-muted">{body}</p>
      {retry}
    </div>
  );
}
