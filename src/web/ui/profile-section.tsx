import { useId, type ReactNode } from 'react';

/** One block of the profile page: a heading, a line on what it does, its controls. */
export function ProfileSection({
  title,
  description,
  children,
  tone = 'normal',
  anchor,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'normal' | 'danger';
  /** The section's id, for links to it (/profile#reminders). */
  anchor?: string;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={`rounded-3xl border bg-surface p-6 shadow-sm sm:p-8 ${tone === 'danger' ? 'border-danger/40' : 'border-line'}`}
    >
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1.5 leading-relaxed text-ink-muted">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
