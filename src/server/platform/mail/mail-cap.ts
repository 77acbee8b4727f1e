import type { RateLimitStore } from '../http/rate-limit-store.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import { recipientHash, recipientTag } from './recipient-hash.ts';

export interface MailCapOptions {
  store: RateLimitStore;
  /** E-mails of one kind one address may receive per window. */
  max: number;
  windowSeconds: number;
  logger: Logger;
}

/**
 * Keeps the account e-mails (confirmation, magic link, reset, notices) from flooding an inbox:
 * beyond `max` of one kind per recipient and window the mail is not sent and a line is logged.
 * The request that asked for it answers exactly as before, so nobody learns anything from it.
 * Counts live in the rate-limit store, so every process shares them through Redis.
 */
export function capMailsPerRecipient(
  mailer: Mailer,
  { store, max, windowSeconds, logger }: MailCapOptions,
): Mailer {
  return {
    async send(mail) {
      const recipient = recipientHash(mail.to);
      const hit = await store
        .hit(`ritualia:mail:${mail.kind}:${recipient}`, windowSeconds * 1000)
        .catch((err: unknown) => {
          logger.error({ err }, 'rate limit store failed; e-mail sent without the per-recipient cap');
          return undefined;
        });
      if (hit && hit.count > max) {
        logger.warn(
          { kind: mail.kind, recipient: recipientTag(mail.to) },
          'e-mail not sent: per-recipient cap reached',
        );
        return;
      }
      await mailer.send(mail);
    },
    // Reminders are scheduled, at most one a day per person, and opted into: not capped here.
    sendReminder: (mail) => mailer.sendReminder(mail),
    close: () => mailer.close(),
  };
}
