import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Long work (importing or loading the catalogue) holds the event loop at most about this long. */
export const BUSY_MS = 5;

let since = performance.now();
/** The turn of the event loop every paced task waiting now resumes on (one for all of them). */
let nextTurn: Promise<void> | null = null;

/**
 * A pause for long loops: `await pace()` yields to the event loop once paced work has held it
 * for BUSY_MS, so other requests (and /api/health) never wait behind ten thousand rituals at
 * once. The clock is shared: four languages loading at once hold the loop BUSY_MS per turn
 * between them, not each.
 */
export async function pace(): Promise<void> {
  if (performance.now() - since < BUSY_MS) return;
  nextTurn ??= new Promise((resolve) =>
    setImmediate(() => {
      nextTurn = null;
      since = performance.now();
      resolve();
    }),
  );
  await nextTurn;
  // Another task may have used this turn up: wait for the next one.
  if (performance.now() - since >= BUSY_MS) await pace();
}

/**
 * Bytes copied (or hashed) between two pauses: a quarter of a megabyte, a few milliseconds even
 * when each page of a fresh buffer faults on its first write.
 */
const COPY_BETWEEN_PAUSES = 1 << 18;

/**
 * The chunks in one buffer, copied a quarter of a megabyte at a time with a yield to the event loop in
 * between: Buffer.concat of tens of megabytes holds the loop for tens of milliseconds.
 */
export async function joinPaced(chunks: readonly Uint8Array[]): Promise<Buffer> {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const joined = Buffer.allocUnsafe(length);
  let at = 0;
  let sincePause = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
    sincePause += chunk.length;
    if (sincePause >= COPY_BETWEEN_PAUSES) {
      await yieldToLoop();
      sincePause = 0;
    }
  }
  return joined;
}

/** A SHA-256 digest (base64url) of `bytes`, hashed a quarter of a megabyte at a time between yields. */
export async function hashPaced(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.length; at += COPY_BETWEEN_PAUSES) {
    hash.update(bytes.subarray(at, at + COPY_BETWEEN_PAUSES));
    await yieldToLoop();
  }
  return hash.digest('base64url');
}
