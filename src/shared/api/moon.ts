import * as z from 'zod/mini';
import { MOON_MOMENTS, MOON_PHASES } from '../moon.ts';
import { localDateQuerySchema } from './local-date-query.ts';
import { successSchema } from './envelope.ts';

// GET /api/v1/moon?date=YYYY-MM-DD&tz=Area/City (public): the moon of that night. Instants are
// ISO 8601 UTC; `moment` names the catalogue moment the night suits.

/** `?date=`: a real day; ephemerides are only trusted over a few centuries around now. */
export const moonDateQuerySchema = localDateQuerySchema.check(
  z.refine((date: string) => date >= '1900' && date < '2200'),
);

export const moonNightSchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  phase: z.enum(MOON_PHASES),
  illumination: z.number().check(z.gte(0), z.lte(1)),
  next_full_moon: z.string(),
  next_new_moon: z.string(),
  moment: z.enum(MOON_MOMENTS),
});
export type MoonData = z.infer<typeof moonNightSchema>;

export const moonResponseSchema = successSchema(moonNightSchema);
export type MoonResponse = z.infer<typeof moonResponseSchema>;
