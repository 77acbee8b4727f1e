import type { MiddlewareHandler } from 'hono';
import { hasBody, isMutation } from './content-type.ts';
import { errorResponse } from './errors.ts';

// Fields whose text may span lines (tab, line feed and carriage return allowed): a journal note.
const MULTI_LINE_FIELDS = new Set<string>(['text']);

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

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
 * It reads the body through Hono's cached text, which every route then reads again (the account
 * endpoints included): the body comes off the socket once.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (!isMutation(c.req.method) || !(await hasBody(c))) return next();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next();
    }
    if (hasControl(body, '')) return errorResponse(c, 400, 'control_characters');
    return next();
  };
}
