import type { ComponentProps, ReactNode } from 'react';

/**
 * A bordered block of a page (the ritual's origin, the progress page's history, a journal) named by
 * its own h2, with an icon before the title where the block has one.
 */
export function CardSection({
  headingId,
  title,
  icon,
  size = 'xl',
  className = 'p-5 sm:p-6',
  children,
  ...rest
}: {
  /** The heading's id, which names the section (tests and links find it by it). */
  headingId: string;
  title: string;
  icon?: ReactNode;
  /** `lg` for a block in a side column or under a card. */
  size?: 'xl' | 'lg';
  /** Padding, outer spacing and whether it stands raised: they depend on where the block sits. */
  className?: string;
  children?: ReactNode;
} & Omit<ComponentProps<'section'>, 'title' | 'className' | 'children'>) {
  return (
    <section
      {...rest}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-line bg-surface ${className}`}
    >
      <h2
        id={headingId}
        className={`${icon ? 'flex items-center gap-2 ' : ''}${size === 'lg' ? 'text-lg' : 'text-xl'} font-semibold`}
      >
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
