import * as z from 'zod/mini';

// GET /api/health: for load balancers and monitors, outside the versioned API and its envelope.

export const healthSchema = z.object({
  status: z.literal('ok'),
  /** Active rituals in the database: proves it answers and the content was imported. */
  rituals: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
