import { lazy, type ComponentType } from 'react';
import { holdIdle } from './when-idle.ts';

const Nothing: ComponentType = () => null;

/**
 * A part of the page loaded on demand that the page can do without (an overlay, a celebration):
 * when its chunk cannot be fetched (offline, a new version replaced it) it renders nothing, rather
 * than failing the page it sits in. The page is not idle (lib/when-idle.ts) while it loads.
 */
export function lazyOptional(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => holdIdle(load().catch(() => ({ default: Nothing }))));
}
