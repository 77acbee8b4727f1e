/** Instants are stored as ISO-8601 UTC text on both engines (migration 0003). */
export const isoInstant = (now: Date) => now.toISOString();
