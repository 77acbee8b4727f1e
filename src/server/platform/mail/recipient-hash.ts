import { createHash } from 'node:crypto';

/** One recipient, however its address is cased or padded: the key the per-recipient cap counts by. */
export const recipientHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * What a log line says instead of an address: short enough to read, enough to follow one
 * recipient through the logs, and no personal data in them.
 */
export const recipientTag = (address: string) => recipientHash(address).slice(0, 12);
