import type { ReactNode } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * A form's controls, disabled in the server's HTML until the page is hydrated: before that the
 * form's handler is not there, so typing or sending would be lost. Without a `className` it has no
 * box of its own (display: contents) and the form's layout is unchanged; a form that spaces its
 * fields gives the spacing here, to the box that holds them (a parent's `space-y-*` cannot reach
 * through it).
 */
export function LiveFields({
  children,
  className = 'contents',
}: {
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className}>
      {children}
    </fieldset>
  );
}
