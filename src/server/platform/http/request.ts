import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { languageSchema } from '../../../shared/api/envelope.ts';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import type { MessageCode } from '../i18n/messages.ts';
import type { RouteParam } from './api-route.ts';
import { AppError, requestLanguage } from './errors.ts';

/** The one language rule of the API: `?lang=` when given, else Accept-Language, else es. */
export const LANG_QUERY = {
  schema: languageSchema,
  description:
    'The language of the answer. Without it the Accept-Language header decides, else es; any other value is a 400.',
} as const satisfies RouteParam;

/** The answer's language by that rule; an explicit `?lang=` that is not one of the four is a 400. */
export function langQuery(c: Context): Language {
  const lang = c.req.query('lang');
  if (lang !== undefined && !isLanguage(lang)) throw new AppError(400, 'invalid_language');
  return requestLanguage(c);
}

/** A path or query value parsed by its schema; a failure is `code` with `status`. */
export function parseParam<T extends z.ZodMiniType>(
  schema: T,
  value: string | undefined,
  status: 400 | 404,
  code: MessageCode,
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(status, code);
  return parsed.data;
}

/** An optional query value: undefined when absent, else parsed like `parseParam`. */
export function parseQuery<T extends z.ZodMiniType>(
  schema: T,
  value: string | undefined,
  status: 400 | 404,
  code: MessageCode,
): z.output<T> | undefined {
  return value === undefined ? undefined : parseParam(schema, value, status, code);
}

interface BodyOptions {
  /** The code when the body is not JSON or fails in a field without its own code. */
  invalid: MessageCode;
  /** A code per top-level field, so the message says what to fix (the first bad field wins). */
  fields?: Record<string, MessageCode>;
  /** What an empty body stands for; without it an empty body is invalid. */
  emptyAs?: unknown;
}

/** A JSON body validated by a schema; every failure is a 400 with a localized message. */
export async function parseJsonBody<T extends z.ZodMiniType>(
  c: Context,
  schema: T,
  { invalid, fields = {}, emptyAs }: BodyOptions,
): Promise<z.output<T>> {
  const text = await c.req.text();
  let raw: unknown = emptyAs;
  try {
    if (text.trim() || emptyAs === undefined) raw = JSON.parse(text);
  } catch {
    throw new AppError(400, invalid);
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  throw new AppError(400, fields[field] ?? invalid);
}
