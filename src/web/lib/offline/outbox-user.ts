import { useEffect } from 'react';

// Who is signed in, told to the outbox from one place: the app, which knows the session on every
// page from its first render. The outbox itself loads later (once the page is idle, or with the
// first feature that keeps an action), so this module stays small and never imports it: the
// outbox follows what it hears from here as soon as it loads (page-outbox.ts).

let known: string | null | undefined;
let follower: ((user: string | null) => void) | undefined;

/**
 * Tells the outbox who is signed in (null: a visitor) once the session is known: a sign-in sends
 * (and claims) the queued actions; another user's are never sent. Used once, by the app.
 */
export function useOutboxUser(session: { user: { id: string } | null; loading: boolean }): void {
  const user = session.loading ? undefined : (session.user?.id ?? null);
  useEffect(() => {
    if (user === undefined) return;
    known = user;
    follower?.(user);
  }, [user]);
}

/** The outbox hears who is signed in, now if the app knows already, and at every change. */
export function followOutboxUser(follow: (user: string | null) => void): void {
  follower = follow;
  if (known !== undefined) follow(known);
}
