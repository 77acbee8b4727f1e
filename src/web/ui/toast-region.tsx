import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { dismissNotice, useNotices, type NoticeKind } from './toast.ts';

/** A toast's close button: an icon, named for screen readers by `label`. */
export function DismissButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`grid shrink-0 place-items-center rounded-full text-ink-muted hover:bg-primary-soft hover:text-ink ${className}`}
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

const STYLE: Record<NoticeKind, { icon: typeof Info; box: string; tint: string }> = {
  success: { icon: CircleCheck, box: 'border-success/40 bg-success-soft', tint: 'text-success' },
  error: { icon: CircleAlert, box: 'border-danger/40 bg-danger-soft', tint: 'text-danger' },
  info: { icon: Info, box: 'border-line bg-surface', tint: 'text-primary' },
};

/**
 * The notices, 3 s each, in a polite live region that is always in the page so screen readers
 * announce what is added; nothing here takes focus or blocks the page.
 */
export function ToastRegion({ dismissLabel }: { dismissLabel: string }) {
  const notices = useNotices();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4 sm:justify-end sm:px-6">
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a list of notices, not one <output> value */}
      <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {notices.map((notice) => {
          const { icon: Icon, box, tint } = STYLE[notice.kind];
          return (
            <div
              key={notice.id}
              className={`pointer-events-auto flex animate-[notice-in_200ms_ease-out] items-start gap-3 rounded-xl border px-4 py-3 text-sm text-ink shadow-lg shadow-black/10 ${box}`}
            >
              <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tint}`} />
              <p className="flex-1">
                <span className="font-semibold">{notice.text}</span>
                {notice.detail && <span className="mt-0.5 block text-ink-muted">{notice.detail}</span>}
              </p>
              <DismissButton
                label={dismissLabel}
                onClick={() => dismissNotice(notice.id)}
                className="-m-1 size-7"
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
