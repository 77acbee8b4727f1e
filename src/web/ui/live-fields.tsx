import type { ReactNode } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * A form's controls, disabled in the server's HTML until the page is hydrated: before that the
 * form's handler is not there, so typing or sending would be lost. A box of its own it has not
 * (display: contents), so the form's layout is unchanged.
 */
export function LiveFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
