import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Long work (importing or loading the catalogue) holds the event loop at most about this long. */
export const BUSY_MS = 10;

/**
 * A pause for long loops: `await pace()` yields to the event loop once the work has held it for
 * BUSY_MS, so other requests (and /api/health) never wait behind ten thousand rituals at once.
 */
export function createPacer(busyMs = BUSY_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < busyMs) return;
    await yieldToLoop();
    since = performance.now();
  };
}

/** Bytes copied between two pauses by joinPaced: a megabyte costs a few milliseconds. */
const COPY_BETWEEN_PAUSES = 1 << 20;

/**
 * The chunks in one buffer, copied a megabyte or so at a time with a yield to the event loop in
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

/** A SHA-256 digest (base64url) of `bytes`, hashed a megabyte at a time between yields. */
export async function hashPaced(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.length; at += COPY_BETWEEN_PAUSES) {
    hash.update(bytes.subarray(at, at + COPY_BETWEEN_PAUSES));
    await yieldToLoop();
  }
  return hash.digest('base64url');
}
