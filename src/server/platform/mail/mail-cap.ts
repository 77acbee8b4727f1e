import { countOne, type RateLimiters } from '../http/rate-limiters.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import { recipientHash, recipientTag } from './recipient-hash.ts';

export interface MailCapOptions {
  limiters: RateLimiters;
  /** E-mails of one kind one address may receive per window. */
  max: number;
  windowSeconds: number;
  logger: Logger;
}

/**
 * Keeps the account e-mails (confirmation, magic link, reset, notices) from flooding an inbox:
 * beyond `max` of one kind per recipient and window the mail is not sent and a line is logged.
 * The request that asked for it answers exactly as before, so nobody learns anything from it.
 * Counts live with the request limits (`ritualia:mail:<kind>:<recipient hash>`), so every
 * process shares them through Redis.
 */
export function capMailsPerRecipient(
  mailer: Mailer,
  { limiters, max, windowSeconds, logger }: MailCapOptions,
): Mailer {
  const perRecipient = limiters.limiter('ritualia:mail', max, windowSeconds);
  return {
    async send(mail) {
      const key = `${mail.kind}:${recipientHash(mail.to)}`;
      const counted = await countOne(perRecipient, key, logger, 'e-mails per recipient');
      if (counted?.over) {
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
