import { Hono } from 'hono';
import { canonicalTimeZone, isLocalDate, localDateOf } from '../../shared/local-date.ts';
import { AppError } from '../http/errors.ts';
import type { MoonService } from './moon.service.ts';

/**
 * GET /api/v1/moon?date=YYYY-MM-DD&tz=Area/City: public. Without `tz` the night is read in UTC;
 * without `date`, today in that zone.
 */
export function moonRoutes(service: MoonService, now: () => Date = () => new Date()) {
  return new Hono().get('/', (c) => {
    const tzParam = c.req.query('tz');
    const timeZone = tzParam === undefined ? 'UTC' : canonicalTimeZone(tzParam);
    if (!timeZone) throw new AppError(400, 'invalid_time_zone');
    const dateParam = c.req.query('date');
    // Ephemerides are only trusted over a few centuries around now.
    if (dateParam !== undefined && !(isLocalDate(dateParam) && dateParam >= '1900' && dateParam < '2200')) {
      throw new AppError(400, 'invalid_date');
    }
    const date = dateParam ?? localDateOf(now(), timeZone);
    // A dated answer never changes; today's changes at midnight somewhere.
    c.header('Cache-Control', dateParam ? 'public, max-age=86400' : 'public, max-age=600');
    return c.json({ success: true, data: service.night(date, timeZone) });
  });
}
