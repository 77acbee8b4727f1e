import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../../shared/languages.ts';
import type { RenderResult } from '../../../shared/rendered-page.ts';

interface WebServerBuild {
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(url: string, language: Language): Promise<RenderResult>;
}

/** The request a page is being rendered for: its API calls go out as that visitor. */
export interface Visitor {
  cookie: string | undefined;
  forwardedFor: string | undefined;
  language: Language;
  /** The server's bindings of the incoming request (its socket, for the client address). */
  bindings: unknown;
}

export type ApiFetch = (request: Request, bindings: unknown) => Response | Promise<Response>;

export interface WebRenderer {
  render(url: string, visitor: Visitor): Promise<RenderResult>;
}

/**
 * Loads the built renderer once. The API calls a page makes while rendering are answered by this
 * same app in process (no network), each with the cookie and language of the request being rendered:
 * AsyncLocalStorage keeps concurrent renders apart.
 */
export async function loadWebRenderer(entry: string, api: ApiFetch): Promise<WebRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as WebServerBuild;
  const current = new AsyncLocalStorage<Visitor>();
  build.setApiTransport((url, init) => {
    const visitor = current.getStore();
    const headers = new Headers(init.headers);
    headers.set('accept-language', visitor?.language ?? 'es');
    if (visitor?.cookie) headers.set('cookie', visitor.cookie);
    if (visitor?.forwardedFor) headers.set('x-forwarded-for', visitor.forwardedFor);
    return Promise.resolve(
      api(new Request(new URL(url, 'http://localhost'), { ...init, headers }), visitor?.bindings),
    );
  });
  return { render: (url, visitor) => current.run(visitor, () => build.render(url, visitor.language)) };
}
