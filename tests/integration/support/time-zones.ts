/** A fixed-offset zone (Etc/GMT±N; the sign is inverted by convention) whose hour now is `hour`. */
export function zoneWhereHourIs(hour: number, now = new Date()): string {
  const offset = (((hour - now.getUTCHours()) % 24) + 24) % 24;
  const hours = offset > 14 ? offset - 24 : offset;
  if (hours === 0) return 'Etc/UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}
