import type * as z from 'zod/mini';
import type { Language } from '#shared/languages.ts';
import { uiLanguage } from '../i18n/ui-language.ts';
import { FROM_CACHE_HEADER } from '../sw/names.ts';
import { reportKeptCopy, reportServer } from './connectivity.ts';

// The one way the browser talks to the server: every request (our API and better-auth's) goes
// through request(), every answer is parsed with its schema and every failure is an ApiError.

/** `status` 0 means no answer came (offline, DNS, connection reset). */
export const NETWORK_ERROR = 'network';
/** The answer did not match its schema: a client and server out of step. */
export const INVALID_RESPONSE = 'invalid_response';

/**
 * A failed request: HTTP status (0 without an answer), the server's code and its message, already
 * in the interface language ('' when none came).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds to wait, from Retry-After, when the status is 429 or 503. */
  readonly retryAfter: number | undefined;
  constructor(status: number, code: string, message = '', retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

/** How requests reach the server: the browser's fetch, or the server's own app while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server rendering answers the page's requests in process, with the visitor's own cookie. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type Schema = z.ZodMiniType;
/** A schema, or a loader for one: the schema (and zod) then load beside the request. */
type SchemaSource<S extends Schema> = S | (() => Promise<S>);

export interface RequestOptions<S extends Schema> {
  /** Parses the answer; without one the body is read and dropped. */
  schema?: SchemaSource<S>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Added as ?lang=: the language of the data asked for (and of any e-mail it sends). */
  language?: Language;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Our `{ error: { code, message } }`, or better-auth's bare `{ code, message }`. */
function failureOf(response: Response, payload: unknown): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    code?: unknown;
    message?: unknown;
    error?: { code?: unknown; message?: unknown };
  };
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    text(body.error?.code) ?? text(body.code) ?? `http_${response.status}`,
    text(body.error?.message) ?? text(body.message) ?? '',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/**
 * A JSON request. The session travels only in the httpOnly cookie the browser sends by itself;
 * Accept-Language carries the interface language, so every error message comes back in it.
 */
export async function request<S extends Schema = z.ZodMiniUnknown>(
  path: string,
  { schema, method = 'GET', body, signal, language }: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const url = language ? `${path}${path.includes('?') ? '&' : '?'}lang=${language}` : path;
  const loading = typeof schema === 'function' ? schema() : schema;
  // Not awaited when the request fails first: its own failure must not surface as unhandled.
  if (loading instanceof Promise) loading.catch(() => undefined);
  let response: Response;
  try {
    response = await transport(url, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': uiLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // A cancelled query stays a cancellation, not a lost connection.
    if (signal?.aborted) throw error;
    reportServer(false);
    throw new ApiError(0, NETWORK_ERROR);
  }
  const kept = response.headers.has(FROM_CACHE_HEADER);
  if (kept) reportKeptCopy(Date.parse(response.headers.get('date') ?? ''));
  reportServer(response.status !== 503 && !kept);
  // The body is read in every case: a response left unread keeps its request open.
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw failureOf(response, payload);
  const parser = await loading;
  if (!parser) return undefined as z.infer<S>;
  const parsed = parser.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, INVALID_RESPONSE);
  return parsed.data as z.infer<S>;
}

/**
 * The answer's data, or null where the server says nothing goes by that address (404): a page
 * about one thing then shows its not-found page, on the server's render too, and asking again
 * will not make the thing appear.
 */
export async function dataOrNone<T>(answer: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await answer).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
