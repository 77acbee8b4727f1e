import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages.ts';
import type { MessageCode } from '../i18n/messages.ts';
import { AppError } from './errors.ts';

/** `?lang=`: one of the four, es when absent; anything else is a 400. */
export function langQuery(c: Context): Language {
  const lang = c.req.query('lang');
  if (lang === undefined) return DEFAULT_LANGUAGE;
  if (!isLanguage(lang)) throw new AppError(400, 'invalid_language');
  return lang;
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
export async function parseJsonBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
  { invalid, fields = {}, emptyAs }: BodyOptions,
): Promise<z.infer<T>> {
  const text = await c.req.text();
  let raw: unknown = emptyAs;
  try {
    if (text.trim() || emptyAs === undefined) raw = JSON.parse(text);
  } catch {
    throw new AppError(400, invalid);
  }
  // z.safeParse takes zod and zod/mini schemas alike.
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  throw new AppError(400, fields[field] ?? invalid);
}
