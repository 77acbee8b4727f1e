import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

const TONES = {
  error: { box: 'border-danger/50 bg-danger-soft', icon: CircleAlert, iconClass: 'text-danger' },
  success: { box: 'border-success/50 bg-success-soft', icon: CircleCheck, iconClass: 'text-success' },
  mail: { box: 'border-success/50 bg-success-soft', icon: MailCheck, iconClass: 'text-success' },
} as const;

/**
 * A message about a form: errors are announced at once (role="alert"), good news politely
 * (role="status"). Focusable so a page can move focus to it after submitting.
 */
export function FormAlert({
  tone,
  title,
  children,
  ref,
}: {
  tone: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-2xl border px-4 py-3 text-sm text-ink outline-none ${box}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 leading-relaxed text-ink-muted">{children}</div>}
      </div>
    </div>
  );
}
