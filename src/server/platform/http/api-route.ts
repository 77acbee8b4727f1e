import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { MessageCode } from '../i18n/messages.ts';
import { dataAnswer, jsonAnswer, type PreparedAnswer } from './compress-answers.ts';

// A route of the JSON API described once: what it takes, what it answers with each status and
// which error codes it may send. The OpenAPI document is generated from these descriptions, and
// handlers answer through `ok`, typed by them, so the two cannot drift apart.

export type SuccessStatus = 200 | 201 | 204 | 302 | 304;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;
/** Ours are snake_case; better-auth's own (under /api/auth) are UPPER_SNAKE_CASE. */
export type ErrorCode = MessageCode | Uppercase<string>;

export interface RouteAnswer {
  description: string;
  /** The JSON body; none for a 204, 302 or 304 (or a page that is not JSON). */
  schema?: z.ZodMiniType;
  /** Response headers worth knowing, by name. */
  headers?: Record<string, string>;
}

export interface RouteParam {
  schema: z.ZodMiniType;
  description: string;
  required?: boolean;
}

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: `/api/v1/me/favorites/{ritualId}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** none: public; optional: the answer depends on whether a user is signed in; required: 401 without. */
  session: 'none' | 'optional' | 'required';
  params?: Record<string, RouteParam>;
  query?: Record<string, RouteParam>;
  body?: { schema: z.ZodMiniType; required: boolean; description?: string };
  answers: Partial<Record<SuccessStatus, RouteAnswer>>;
  errors: Partial<Record<ErrorStatus, readonly ErrorCode[]>>;
}

/** Keeps a route's exact types (its schemas) so `ok` can check answers against them. */
export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

/**
 * The routes of one tag of the API document: `open` ones answer anyone; `signedIn` ones answer 401
 * not_authenticated without a session, and a route that reads `?lang=` answers 400 invalid_language
 * for a language that is not one of the four (request.ts, `langQuery`): neither needs listing among
 * its errors. Each keeps its exact types, as `defineRoute` does.
 */
export function apiTag(tag: string) {
  type Described = Omit<ApiRoute, 'tag' | 'session' | 'errors'> & { errors?: Omit<ApiRoute['errors'], 401> };
  const errorsOf = (route: Described): ApiRoute['errors'] =>
    route.query?.['lang']
      ? { ...route.errors, 400: ['invalid_language', ...(route.errors?.[400] ?? [])] }
      : { ...route.errors };
  return {
    open: <const R extends Described>(route: R) =>
      defineRoute({ ...route, tag, session: 'none', errors: errorsOf(route) }),
    signedIn: <const R extends Described>(route: R) =>
      defineRoute({
        ...route,
        tag,
        session: 'required',
        errors: { ...errorsOf(route), 401: ['not_authenticated'] },
      }),
  };
}

type AnswerSchema<R extends ApiRoute, S extends keyof R['answers']> = R['answers'][S] extends {
  schema: infer T extends z.ZodMiniType;
}
  ? T
  : never;
/** The `data` an enveloped answer carries; no argument for `{ success: true }` alone. */
type DataArgs<T extends z.ZodMiniType> =
  z.output<T> extends { success: true; data: infer D } ? [data: D | PreparedAnswer<D>] : [];

/** `{ success: true, data }` with a status and data the route's description allows. */
export function ok<R extends ApiRoute, S extends keyof R['answers'] & ContentfulStatusCode>(
  c: Context,
  route: R,
  status: S,
  ...data: DataArgs<AnswerSchema<R, S>>
) {
  return data.length > 0 ? dataAnswer(c, data[0], status) : jsonAnswer(c, { success: true }, status);
}

/**
 * `{ success: true, …body }` for an answer whose envelope carries more than `data` (a page of
 * results with its total and facets), typed by the route's description like `ok`.
 */
export function okBody<R extends ApiRoute, S extends keyof R['answers'] & ContentfulStatusCode>(
  c: Context,
  route: R,
  status: S,
  body: Omit<z.output<AnswerSchema<R, S>>, 'success'>,
) {
  return c.json({ success: true, ...body }, status);
}
