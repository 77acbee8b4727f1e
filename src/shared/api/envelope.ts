import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.ts';

// The two envelopes every /api/v1 answer comes in, defined once: a success carries its data, a
// failure a machine-readable code and a message in the request's language.

export const errorBodySchema = z.object({
  error: z.object({
    /** Stable and machine-readable, e.g. `invalid_language`; clients branch on it. */
    code: z.string(),
    /** Localized, ready to show. */
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ success: true, data }` around a data schema. */
export function successSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export interface ApiData<T> {
  success: true;
  data: T;
}

/** An answer with nothing to report beyond success (DELETE /api/v1/me). */
export const emptySuccessSchema = z.object({ success: z.literal(true) });

/** `?lang=`: one of the four interface languages. */
export const languageSchema = z.enum(LANGUAGES);
