import * as z from 'zod/mini';

// GET /api/health and /api/ready: for load balancers and monitors, outside the versioned API
// and its envelope.

/** Liveness: the process answers. It touches no dependency. */
export const healthSchema = z.object({
  status: z.literal('ok'),
});
export type Health = z.infer<typeof healthSchema>;

/** Readiness: the database (and Redis, when configured) answer and no shutdown is under way. */
export const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('up'),
    redis: z.enum(['up', 'not_configured']),
    draining: z.literal(false),
  }),
  /** Active rituals in the database: proves it answers and the content was imported. */
  rituals: z.number(),
});
export type Ready = z.infer<typeof readySchema>;
