import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const inputStyles =
  'block h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-primary aria-invalid:border-danger';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and read with it; replaced by the error while there is one. */
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Controls drawn inside the field's right edge (the show-password button). */
  trailing?: ReactNode;
}

/** A labelled input with its hint or error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, hint, error, ref, trailing, ...input }: FieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${inputStyles} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField({
  showLabel,
  hideLabel,
  ...props
}: Omit<FieldProps, 'type' | 'trailing'> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-ink-muted hover:bg-primary-soft hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
