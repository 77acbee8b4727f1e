import { zoneOffsetMs } from '../../../shared/zoned-time.ts';

// VTIMEZONE components (RFC 5545 §3.6.5) written from the runtime's own time-zone data, which
// Node keeps current: packaged VTIMEZONE tables go stale (Brazil, for one, dropped daylight
// saving in 2019). Each component lists the zone's real changes within the feed's window only.

const HOUR_MS = 3_600_000;

function offsetText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${ms < 0 ? '-' : '+'}${hh}${mm}`;
}

/** Local time as iCalendar writes it, e.g. 20260329T020000. */
function localStamp(utcMs: number, offsetMs: number): string {
  return new Date(utcMs + offsetMs).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The instants the zone's offset changes between `from` and `to`, to the minute. */
function transitions(
  timeZone: string,
  from: number,
  to: number,
): { at: number; before: number; after: number }[] {
  const found = [];
  let previous = zoneOffsetMs(from, timeZone);
  for (let t = from + HOUR_MS; t <= to; t += HOUR_MS) {
    const offset = zoneOffsetMs(t, timeZone);
    if (offset === previous) continue;
    let [low, high] = [t - HOUR_MS, t];
    while (high - low > 60_000) {
      const mid = Math.floor((low + high) / 2 / 60_000) * 60_000;
      if (zoneOffsetMs(mid, timeZone) === previous) low = mid;
      else high = mid;
    }
    found.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  return found;
}

/** A generator for ical-generator: the VTIMEZONE of a zone as observed from `from` to `to`. */
export function vtimezoneGenerator(from: Date, to: Date) {
  return (timeZone: string): string => {
    const [start, end] = [from.getTime() - 86_400_000, to.getTime() + 86_400_000];
    const initial = zoneOffsetMs(start, timeZone);
    const changes = transitions(timeZone, start, end);
    const lowest = Math.min(initial, ...changes.map((c) => c.after));
    const component = (fromOffset: number, toOffset: number, onsetUtc: number) => {
      const kind = toOffset > lowest ? 'DAYLIGHT' : 'STANDARD';
      return [
        `BEGIN:${kind}`,
        `DTSTART:${localStamp(onsetUtc, fromOffset)}`,
        `TZOFFSETFROM:${offsetText(fromOffset)}`,
        `TZOFFSETTO:${offsetText(toOffset)}`,
        `END:${kind}`,
      ];
    };
    return [
      'BEGIN:VTIMEZONE',
      `TZID:${timeZone}`,
      ...component(initial, initial, start),
      ...changes.flatMap((c) => component(c.before, c.after, c.at)),
      'END:VTIMEZONE',
    ].join('\r\n');
  };
}
