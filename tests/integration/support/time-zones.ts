/** The UTC offset, in hours from -10 to +14, at which the hour now is `hour`. */
function offsetWhereHourIs(hour: number, now: Date): number {
  const offset = (((hour - now.getUTCHours()) % 24) + 24) % 24;
  return offset > 14 ? offset - 24 : offset;
}

/** The fixed-offset zone (Etc/GMT±N; the sign is inverted by convention) `hours` ahead of UTC. */
function zoneAtOffset(hours: number): string {
  // The name the server stores for it (zones are kept in their canonical form).
  if (hours === 0) return 'UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** A fixed-offset zone whose hour now is `hour`. */
export function zoneWhereHourIs(hour: number, now = new Date()): string {
  return zoneAtOffset(offsetWhereHourIs(hour, now));
}

/**
 * Two zones two hours apart on either side of midnight now: 23:xx of a day in the first, 01:xx of
 * the next in the second. (Two zones picked for those hours on their own can be 22 hours apart,
 * both on the same date.)
 */
export function zonesAcrossMidnight(now = new Date()): [lateEvening: string, earlyMorning: string] {
  const early = offsetWhereHourIs(1, now);
  return [zoneAtOffset(early - 2), zoneAtOffset(early)];
}
