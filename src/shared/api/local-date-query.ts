import * as z from 'zod/mini';
import { isLocalDate, type LocalDate } from '../local-date.ts';

// Apart from the daily-tip API that uses it most: the moon's schema needs it too, and loading it
// must not bring every daily-tip schema with it to the home page.

/** A local calendar date in a query (`?date=`, `?today=`): YYYY-MM-DD, a real day. */
export const localDateQuerySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value): value is LocalDate => isLocalDate(value)),
);
