import type { RitualListResponse } from '../../../shared/api/catalogue.ts';
import { joinPaced } from '../../platform/http/pacer.ts';

// The catalogue's JSON as bytes: the whole list is written a ritual at a time while the catalogue
// loads, and every page of a search is cut from it, so no answer stringifies rituals again and the
// rituals themselves live outside the JavaScript heap (docs/decisions/0025-catalogue-index-at-scale.md).

/** Everything of a list answer but `success` and its rituals. */
export type ListTail = Omit<RitualListResponse, 'success' | 'data'>;

const HEAD = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');
/** `],"page":…,"facets":{…}}`: the same keys, in the same order, as the answer object's. */
const tail = (rest: ListTail) => Buffer.from(`],${JSON.stringify(rest).slice(1)}`);

/** Where each ritual's JSON lies in the whole list's bytes, by position in display order. */
export interface RitualBytes {
  bytes: Buffer;
  starts: Int32Array;
  ends: Int32Array;
}

/** Rituals turned to bytes at once: small enough that no conversion holds the event loop long. */
const FLUSH_EVERY = 64;

/** The whole list's bytes, a ritual at a time. */
export function createListWriter() {
  const chunks: Buffer[] = [HEAD];
  const starts: number[] = [];
  const ends: number[] = [];
  let length = HEAD.length;
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    chunks.push(Buffer.from((chunks.length > 1 ? ',' : '') + pending.join(',')));
    pending = [];
  };
  return {
    add(json: string): void {
      const start = length + (starts.length > 0 ? 1 : 0);
      starts.push(start);
      length = start + Buffer.byteLength(json);
      ends.push(length);
      pending.push(json);
      if (pending.length >= FLUSH_EVERY) flush();
    },
    /** The whole list's bytes, joined a slice at a time (pacer.ts). */
    async finish(rest: ListTail): Promise<RitualBytes> {
      flush();
      chunks.push(tail(rest));
      const bytes = await joinPaced(chunks);
      return { bytes, starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
    },
  };
}

/** A list answer holding the rituals at `positions`, cut from the whole list's bytes. */
export function listAnswer(
  rituals: RitualBytes,
  positions: ArrayLike<number>,
  rest: ListTail,
): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [HEAD];
  for (let k = 0; k < positions.length; k++) {
    if (k > 0) parts.push(COMMA);
    parts.push(rituals.bytes.subarray(rituals.starts[positions[k]!], rituals.ends[positions[k]!]));
  }
  parts.push(tail(rest));
  // Its memory is an ArrayBuffer (never shared), as the HTTP body type wants.
  return Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
}

/** The JSON of the ritual at `position`. */
export const ritualJson = (rituals: RitualBytes, position: number): string =>
  rituals.bytes.toString('utf8', rituals.starts[position], rituals.ends[position]);
