import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../shared/languages.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { MailKind } from './mail-texts.ts';
import { recipientTag } from './recipient-hash.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { renderReminderMail, unsubscribeHeaders, type ReminderMail } from './reminder-mail.ts';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  language: Language;
  /** How to greet the recipient. */
  name: string;
  /** The one link the message is about. */
  link: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The daily reminder, with its one-click unsubscribe headers. */
  sendReminder(mail: ReminderMail): Promise<void>;
  close(): void;
}

type MailerEnv = Pick<Env, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'nodeEnv'>;

/** SMTP, or a transport that only builds the message (for the outbox). */
async function createTransport(smtpUrl: string | undefined) {
  const { default: nodemailer } = await import('nodemailer');
  return smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written as an .eml file to
 * <DATA_DIR>/outbox/ and its link logged, so sign-up, magic links and resets work on a laptop
 * and in tests without a mail server.
 */
export function createMailer(env: MailerEnv, logger: Logger): Mailer {
  const outbox = path.join(env.dataDir, 'outbox');
  // nodemailer is loaded with the first message, not at start-up.
  let transport: ReturnType<typeof createTransport> | undefined;
  const transportOnce = () => (transport ??= createTransport(env.smtpUrl));
  if (!env.smtpUrl && env.nodeEnv === 'production') {
    logger.warn({ outbox }, 'SMTP_URL is not set: e-mails are written to the outbox folder, not sent');
  }

  async function deliver(
    kind: string,
    to: string,
    link: string,
    { subject, text, html }: RenderedMail,
    headers?: Record<string, string>,
  ) {
    const info = await (
      await transportOnce()
    ).sendMail({ from: env.mailFrom, to, subject, text, html, headers });
    if (env.smtpUrl) {
      logger.info({ kind, recipient: recipientTag(to), messageId: info.messageId }, 'e-mail sent');
      return;
    }
    await mkdir(outbox, { recursive: true });
    // Sortable by time, unique across processes writing to the same folder.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(outbox, name);
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    // Addresses are never logged, only their tag. The link (it holds a token) is logged only for development, where it is the quickest way
    // to follow it; a production log never carries one.
    const shown = env.nodeEnv === 'production' ? undefined : link;
    logger.info({ kind, recipient: recipientTag(to), link: shown, file }, 'e-mail written to the outbox');
  }

  return {
    send: (mail) =>
      deliver(mail.kind, mail.to, mail.link, renderMail(mail.kind, mail.language, mail.name, mail.link)),
    sendReminder: (mail) =>
      deliver(
        'dailyReminder',
        mail.to,
        mail.link,
        renderReminderMail(mail),
        unsubscribeHeaders(mail.unsubscribeLink),
      ),
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
