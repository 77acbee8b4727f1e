import { lazy, type ComponentType } from 'react';

const Nothing: ComponentType = () => null;

/**
 * A part of the page loaded on demand that the page can do without (an overlay, a celebration):
 * when its chunk cannot be fetched (offline, a new version replaced it) it renders nothing, rather
 * than failing the page it sits in.
 */
export function lazyOptional(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => load().catch(() => ({ default: Nothing })));
}
