import { memo, Suspense, use, useId, type ReactElement, type ReactNode } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// Part of a server-rendered page that the browser hydrates only when it is needed: when it comes
// near the screen, when it is touched, clicked, focused or typed into, or as soon as someone moves
// through the page with the keyboard (Tab skips the disabled controls of a form not yet live).
// Until then it is the server's HTML (its forms' controls disabled: `LiveFields`), and what it runs
// at start (its queries, the renders of their answers) waits too, so a phone answers its first tap
// sooner (docs/decisions/0043-start-up-main-thread.md). Rendered after the page has hydrated (a
// link followed in the app), it is its children at once.

const ATTRIBUTE = 'data-hydrate-when-near';
/** How far beyond the screen a part starts hydrating, so it is ready when it is scrolled to. */
const MARGIN = '300px 0px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/** The parts still waiting: each element, with what lets it hydrate. */
const waiting = new Map<Element, () => void>();
const gates = new Map<string, Promise<void>>();
let observer: IntersectionObserver | undefined;
/** Set at the first Tab: from then on every part hydrates as soon as React reaches it. */
let keyboardUsed = false;

function onInteraction(event: Event) {
  if (event instanceof KeyboardEvent && event.key === 'Tab') keyboardUsed = true;
  for (const [element, open] of waiting) {
    if (keyboardUsed || (event.target instanceof Node && element.contains(event.target))) open();
  }
}

// From when this module loads, before React reaches the parts (it may hydrate them after the rest
// of the page), and on the document in the capture phase: before React's own listener on the
// app's root, so React finds a part ready to hydrate at once for the very event that asked for it.
if (typeof document !== 'undefined') {
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
}

/** Marks `promise` as React marks a promise it has seen settle: `use` returns at once. */
const markFulfilled = (promise: Promise<void>) =>
  Object.assign(promise, { status: 'fulfilled', value: undefined });

function fulfil(promise: Promise<void>, resolve: () => void) {
  markFulfilled(promise);
  resolve();
}

function watch(element: Element, open: () => void) {
  waiting.set(element, open);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
    },
    { rootMargin: MARGIN },
  );
  observer.observe(element);
}

/** Settles when the part named `id` is needed: at once if it already is, or cannot be watched. */
function whenNeeded(id: string): Promise<void> {
  const known = gates.get(id);
  if (known) return known;
  const { promise, resolve } = Promise.withResolvers<void>();
  gates.set(id, promise);
  const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  const needed =
    !element ||
    typeof IntersectionObserver === 'undefined' ||
    keyboardUsed ||
    element.contains(document.activeElement);
  if (needed) {
    fulfil(promise, resolve);
    return promise;
  }
  watch(element, () => {
    waiting.delete(element);
    observer?.unobserve(element);
    fulfil(promise, resolve);
  });
  return promise;
}

const READY = markFulfilled(Promise.resolve());

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  // Hydrating in the browser: wait until the part is needed. The server renders it whole. `use` is
  // called on every render, as React expects of a component that once suspended on it.
  use(hydrated || typeof document === 'undefined' ? READY : whenNeeded(id));
  return children;
}

/**
 * A part hydrated when needed. Its one child is compared by type and props: a page that renders
 * again with the same data leaves a part still waiting as it is, rather than handing it new props,
 * which would make React give up the server's HTML and render the part at once.
 */
export const HydrateWhenNear = memo(function HydrateWhenNear({ children }: { children: ReactElement }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}, sameElement);

function sameElement(a: { children: ReactElement }, b: { children: ReactElement }): boolean {
  if (a.children.type !== b.children.type || a.children.key !== b.children.key) return false;
  const before = a.children.props as Record<string, unknown>;
  const after = b.children.props as Record<string, unknown>;
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length && keys.every((key) => Object.is(before[key], after[key]))
  );
}
