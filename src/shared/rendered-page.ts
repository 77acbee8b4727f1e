// What the web app's server build (src/web/entry-server.tsx, built to dist/server) answers the
// server (src/server/pages) for a path: one contract for both sides.

import type { Language } from './languages.ts';

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** The language it was rendered in: a signed-in user's own unless the address asks for one. */
      language: Language;
      /** The content of #root. */
      html: string;
      /** What the page asked to have in <head> (its <title>). */
      head: string;
      title: string;
      description: string;
      /** The JSON the browser's first render starts from (see src/web/lib/page-state.ts). */
      state: string;
      signedIn: boolean;
      /** 404 when the address names nothing (an unknown ritual or journey): its not-found page. */
      status: 200 | 404;
      noindex: boolean;
    };
