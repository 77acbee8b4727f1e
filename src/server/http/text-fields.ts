import type { MiddlewareHandler } from 'hono';
import { hasBody, isMutation } from './content-type.ts';
import { errorResponse } from './errors.ts';

// Fields whose text may span lines (tab, line feed and carriage return allowed). No API field
// is multi-line today; a future one (a note, a journal entry) is named here.
const MULTI_LINE_FIELDS = new Set<string>();

// C0 controls and DEL. NUL is never allowed: PostgreSQL cannot store it in text at all.
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasControl(value: unknown, field: string): boolean {
  if (typeof value === 'string') {
    return (MULTI_LINE_FIELDS.has(field) ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
  }
  if (Array.isArray(value)) return value.some((v) => hasControl(v, field));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => CONTROL.test(k) || hasControl(v, k));
  }
  return false;
}

/**
 * One rule for every text field of every JSON body, ours and the account endpoints' alike:
 * invisible control characters are refused with a 400 that says so, before any route or the
 * database sees them. A body that is not valid JSON is left to the route, which reports it.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (!isMutation(c.req.method) || !(await hasBody(c))) return next();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.raw.clone().text());
    } catch {
      return next();
    }
    if (hasControl(body, '')) return errorResponse(c, 400, 'control_characters');
    return next();
  };
}
