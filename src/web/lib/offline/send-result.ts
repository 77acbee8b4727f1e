import { ApiError } from '../api-client.ts';
import type { SendResult } from './action-kind.ts';

// Small on purpose: features import it with their requests, before the outbox itself loads.

/** Whether a failed request is one to keep and send later (no answer, or the server failing). */
export function worthQueuing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** Runs a request for the outbox: what the server answered, a refusal with its text. */
export async function sendResultOf(run: () => Promise<unknown>): Promise<SendResult> {
  try {
    // 201 the first time, 200 after: the outbox only needs to know it is in.
    return { status: 200, body: await run() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, ...(error.message ? { message: error.message } : {}) };
  }
}
