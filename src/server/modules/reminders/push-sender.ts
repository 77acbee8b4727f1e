import type { ReminderPushPayload } from '../../../shared/api/reminders.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410); it must be forgotten. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = (target: PushTarget, payload: ReminderPushPayload) => Promise<PushOutcome>;

// A reminder is worthless a day later; push services drop it after this many seconds.
const TTL_SECONDS = 12 * 3600;

/**
 * Sends one notification. web-push signs the request (VAPID) and encrypts the payload
 * (aes128gcm, RFC 8291); fetch delivers it, with a timeout so a slow push service cannot hold
 * the scheduler.
 */
export function createPushSender(keys: VapidKeys, timeoutMs = 10_000): PushSender {
  return async (target, payload) => {
    // Loaded with the first notification, not at start-up.
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: payload.tag,
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
