import type { MiddlewareHandler } from 'hono';
import { hasBody, isMutation } from './content-type.ts';
import { errorResponse } from './errors.ts';

// Fields whose text may span lines (tab, line feed, carriage return and the Unicode line and
// paragraph separators allowed): a journal note.
const MULTI_LINE_FIELDS = new Set<string>(['text']);

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d, 0x2028, 0x2029]);

/** No request of ours nests deeper than a few levels; a deeper one is refused before it is walked. */
export const MAX_JSON_DEPTH = 32;

/**
 * C0 and C1 controls and DEL (NUL is never allowed: PostgreSQL cannot store it in text at all),
 * the line and paragraph separators outside multi-line fields, and the bidirectional embeddings,
 * overrides and isolates, which make a name read differently from what it holds.
 */
function isRefused(code: number, multiLine: boolean): boolean {
  if (LINE_BREAKS.has(code)) return !multiLine;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function hasControlIn(text: string, multiLine: boolean): boolean {
  for (let i = 0; i < text.length; i++) if (isRefused(text.charCodeAt(i), multiLine)) return true;
  return false;
}

type Verdict = 'ok' | 'control_characters' | 'nesting_too_deep';

/** Walks the body without recursion, so no nesting can exhaust the stack. */
function judge(body: unknown): Verdict {
  const pending: [value: unknown, field: string, depth: number][] = [[body, '', 0]];
  while (pending.length > 0) {
    const [value, field, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlIn(value, MULTI_LINE_FIELDS.has(field))) return 'control_characters';
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'nesting_too_deep';
      if (Array.isArray(value)) for (const item of value) pending.push([item, field, depth + 1]);
      else {
        for (const [key, item] of Object.entries(value)) {
          if (hasControlIn(key, false)) return 'control_characters';
          pending.push([item, key, depth + 1]);
        }
      }
    }
  }
  return 'ok';
}

/**
 * One rule for every JSON body, ours and the account endpoints' alike: invisible control
 * characters and absurd nesting are refused with a 400 that says so, before any route or the
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
    const verdict = judge(body);
    return verdict === 'ok' ? next() : errorResponse(c, 400, verdict);
  };
}
