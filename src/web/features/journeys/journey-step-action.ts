import {
  actionId,
  type ActionKind,
  type ActionRequest,
  type OfflineAction,
  type SendResult,
} from '#web/lib/offline/action-kind.ts';

// A journey's written practice marked done, as an action of the app's outbox: kept when the server
// cannot be reached or fails, and sent once it is back with when it was made, so it counts for the
// day the person did it (ADR 0005). The server stores a step once, so resending is safe.

export interface JourneyStepAction extends OfflineAction {
  kind: 'journey-step';
  owner: string;
  slug: string;
  day: number;
}

export interface JourneyStepKindDeps {
  send(action: JourneyStepAction): Promise<SendResult>;
  onSent?(action: JourneyStepAction): void;
  /** `awaited`: the person who just marked it is waiting for this answer and will be told. */
  onRefused?(action: JourneyStepAction, message: string, awaited: boolean): void;
  onUnauthenticated?(): void;
}

/** What a step is about: a journey's day. */
const stepSubject = (slug: string, day: number) => `${slug}:${day}`;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isJourneyStep(value: OfflineAction): value is JourneyStepAction {
  const a = value as unknown as Record<string, unknown>;
  return (
    value.kind === 'journey-step' &&
    typeof a.owner === 'string' &&
    typeof a.slug === 'string' &&
    SLUG.test(a.slug) &&
    typeof a.day === 'number' &&
    Number.isInteger(a.day) &&
    a.day > 0
  );
}

/** A step is an event the server records once: the first mark kept counts, with when it was made. */
export function journeyStepKind(deps: JourneyStepKindDeps): ActionKind<JourneyStepAction> {
  return {
    kind: 'journey-step',
    isValid: isJourneyStep,
    subject: (a) => stepSubject(a.slug, a.day),
    keep: 'first',
    send: deps.send,
    ...(deps.onSent ? { onSent: deps.onSent } : {}),
    ...(deps.onRefused ? { onRefused: deps.onRefused } : {}),
    ...(deps.onUnauthenticated ? { onUnauthenticated: deps.onUnauthenticated } : {}),
  };
}

/** The request a kept step makes (by the page, or the service worker). */
export function journeyStepRequest(action: JourneyStepAction): ActionRequest {
  return {
    method: 'POST',
    url: `/api/v1/me/journeys/${encodeURIComponent(action.slug)}/days/${action.day}`,
    // It counts when the person did it, not when it reaches the server.
    body: { made_at: action.made_at ?? null },
  };
}

/** No day waiting: one set for every reader, so a render without steps changes nothing. */
export const NO_QUEUED_STEPS: ReadonlySet<number> = new Set();

/** The days of a journey whose mark by this user waits to be sent. */
export function queuedJourneySteps(
  queue: readonly OfflineAction[],
  owner: string,
  slug: string,
): ReadonlySet<number> {
  return new Set(
    queue
      .filter((a) => isJourneyStep(a) && a.owner === owner && a.slug === slug)
      .map((a) => (a as JourneyStepAction).day),
  );
}

/**
 * Of a journey's queued days, those the outbox is not sending now (`sending`: its `kind:subject`
 * ids): only they wait for the connection. The same set when none is being sent.
 */
export function notBeingSent(
  days: ReadonlySet<number>,
  slug: string,
  sending: ReadonlySet<string>,
): ReadonlySet<number> {
  const waiting = [...days].filter((day) => !sending.has(actionId('journey-step', stepSubject(slug, day))));
  return waiting.length === days.size ? days : new Set(waiting);
}
