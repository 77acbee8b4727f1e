import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '#shared/languages.ts';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const PAGE_STATE_ID = 'page-state';

/** What the server rendered a page with, so the browser's first render is the same page. */
export interface PageState {
  language: Language;
  /** The translations the page used, by namespace, in its language. */
  resources: Record<string, Record<string, unknown>>;
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  /**
   * When the server rendered the page (ms since the epoch): its dates are that moment's, which the
   * browser's clock may have left behind (a page kept overnight, a clock set otherwise).
   */
  renderedAt: number;
}

/**
 * The state as JSON safe inside a script element: "<" is escaped so no value can close the
 * element (a ritual title holding "</script>" stays text).
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

let read: PageState | null | undefined;

/** The server's state for this page, or null when the browser renders it alone (`npm run dev`). */
export function serverPageState(): PageState | null {
  if (read !== undefined) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_STATE_ID)?.textContent;
  read = text ? (JSON.parse(text) as PageState) : null;
  return read;
}
