import type { MiddlewareHandler } from 'hono';
import { hasBody, isMutation } from './content-type.ts';
import { errorResponse } from './errors.ts';

// Fields whose text may span lines (tab, line feed and carriage return allowed): a journal note.
const MULTI_LINE_FIELDS = new Set<string>(['text']);

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/** Where better-auth's own endpoints live (they read the raw request). */
const AUTH_PATH = '/api/auth/';

/** C0 controls and DEL. NUL is never allowed: PostgreSQL cannot store it in text at all. */
function hasControlIn(text: string, multiLine: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !(multiLine && LINE_BREAKS.has(code))) return true;
  }
  return false;
}

function hasControl(value: unknown, field: string): boolean {
  if (typeof value === 'string') return hasControlIn(value, MULTI_LINE_FIELDS.has(field));
  if (Array.isArray(value)) return value.some((v) => hasControl(v, field));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => hasControlIn(k, false) || hasControl(v, k));
  }
  return false;
}

/**
 * One rule for every text field of every JSON body, ours and the account endpoints' alike:
 * invisible control characters are refused with a 400 that says so, before any route or the
 * database sees them. A body that is not valid JSON is left to the route, which reports it.
 * Our routes read the body through Hono's cached text, so it is read from the socket once; the
 * account endpoints (better-auth) read the raw request themselves, so they get a copy.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (!isMutation(c.req.method) || !(await hasBody(c))) return next();
    let body: unknown;
    try {
      const text = c.req.path.startsWith(AUTH_PATH) ? await c.req.raw.clone().text() : await c.req.text();
      body = JSON.parse(text);
    } catch {
      return next();
    }
    if (hasControl(body, '')) return errorResponse(c, 400, 'control_characters');
    return next();
  };
}
