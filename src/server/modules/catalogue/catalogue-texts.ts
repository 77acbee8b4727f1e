import type { TextStore } from '../../../shared/catalogue-index.ts';

// The catalogue's folded texts, kept for the phrases the word index cannot settle
// (catalogue-matches.ts), as UTF-8 bytes outside the JavaScript heap: at 10,000 rituals they are
// tens of megabytes per language that the collector would otherwise copy and walk.

/** Texts per buffer: each buffer is written once, a few dozen kilobytes. */
const PER_CHUNK = 64;

export function byteStore(): TextStore {
  const chunks: Buffer[] = [];
  /** By position: where its text starts in its chunk, and (at position + 1) where it ends. */
  const bounds: number[] = [];
  let pending: string[] = [];
  let needle = { text: '', bytes: Buffer.alloc(0) };
  const flush = () => {
    chunks.push(Buffer.from(pending.join('')));
    pending = [];
  };
  return {
    add(text) {
      const start = pending.length === 0 ? 0 : bounds[bounds.length - 1]!;
      bounds.push(start + Buffer.byteLength(text));
      pending.push(text);
      if (pending.length === PER_CHUNK) flush();
    },
    includes(position, folded) {
      const chunk = Math.floor(position / PER_CHUNK);
      // Searches begin once every text is in (the index is finished): the last chunk may be short.
      if (chunk === chunks.length && pending.length > 0) flush();
      // Valid UTF-8 in valid UTF-8: a byte match is a match of whole characters.
      if (needle.text !== folded) needle = { text: folded, bytes: Buffer.from(folded) };
      const start = position % PER_CHUNK === 0 ? 0 : bounds[position - 1]!;
      return chunks[chunk]!.subarray(start, bounds[position]).includes(needle.bytes);
    },
  };
}
