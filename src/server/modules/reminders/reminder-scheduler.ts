import type { Language } from '../../../shared/languages.ts';
import type { LocalDate } from '../../../shared/local-date.ts';
import { dueReminders } from '../../../shared/reminder-schedule.ts';
import type { DailyTipService } from '../daily-tip/index.ts';
import type { JourneysService } from '../journeys/index.ts';
import { REMINDER_TEXTS } from '../../platform/i18n/reminder-messages.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { userTimeZone } from '../../../shared/zoned-time.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import type { PushSender } from './push-sender.ts';
import type { ReminderRecipient, RemindersRepository } from './reminders.repository.ts';
import { languageOrDefault, reminderTip } from './reminders.service.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface ReminderSchedulerDeps {
  repository: RemindersRepository;
  dailyTips: DailyTipService;
  journeys: Pick<JourneysService, 'todaysSteps'>;
  mailer: Mailer;
  sendPush: PushSender;
  baseUrl: string;
  authSecret: string;
  logger: Logger;
  now: () => Date;
}

type Channel = 'push' | 'email';
interface Due {
  recipient: ReminderRecipient;
  date: LocalDate;
  language: Language;
  tip: { title: string; text: string };
  /** Today's step on each journey the user follows, as one line each, with its page. */
  steps: { text: string; path: string }[];
}

const TICK_MS = 60_000;
// Recipients handled at once: enough to keep a minute's work short, few enough for the pool.
const CONCURRENCY = 8;

/**
 * Sends the daily reminders. Every app process runs one; the claim row in `reminder_sends`
 * (unique per user, local date and channel) makes each reminder go out once however many
 * processes find it due, as awards are made unique (docs/decisions/0004). A claim is given back
 * when nothing could be delivered, so the next minute tries again within the grace period.
 */
export function createReminderScheduler(deps: ReminderSchedulerDeps) {
  const { repository, logger } = deps;

  async function claim(channel: Channel, due: Due, now: Date): Promise<boolean> {
    return repository.claimSend({
      user_id: due.recipient.userId,
      local_date: due.date,
      channel,
      sent_at: isoInstant(now),
    });
  }
  const release = (channel: Channel, due: Due) =>
    repository.releaseSend({ user_id: due.recipient.userId, local_date: due.date, channel });

  async function push(due: Due, now: Date): Promise<boolean> {
    const targets = await repository.listSubscriptions(due.recipient.userId);
    if (targets.length === 0 || !(await claim('push', due, now))) return false;
    // The journey's step comes first: it is what the user chose to follow.
    const text = [...due.steps.map((s) => s.text), due.tip.text].join('\n');
    const payload = {
      title: due.tip.title,
      // Push services cap a payload near 4 KB; the app shows the whole tip.
      body: text.length > 300 ? `${text.slice(0, 299)}…` : text,
      url: due.steps[0]?.path ?? '/daily-tip',
      tag: `daily-tip-${due.date}`,
    };
    let delivered = false;
    for (const target of targets) {
      const outcome = await deps.sendPush(target, payload);
      if (outcome === 'gone') await repository.deleteSubscription(target.endpoint);
      if (outcome === 'failed') logger.warn({ userId: due.recipient.userId }, 'push reminder not delivered');
      delivered ||= outcome === 'sent';
    }
    if (!delivered) await release('push', due);
    return delivered;
  }

  async function email(due: Due, now: Date): Promise<boolean> {
    const { recipient } = due;
    if (!(await claim('email', due, now))) return false;
    const token = unsubscribeToken(deps.authSecret, recipient.userId);
    try {
      await deps.mailer.sendReminder({
        to: recipient.email_address,
        language: due.language,
        name: recipient.name.trim() || recipient.email_address.split('@')[0] || recipient.email_address,
        tipTitle: due.tip.title,
        tipText: due.tip.text,
        link: `${deps.baseUrl}/daily-tip`,
        journeySteps: due.steps.map((s) => ({ text: s.text, link: `${deps.baseUrl}${s.path}` })),
        unsubscribeLink: `${deps.baseUrl}/api/v1/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      return true;
    } catch (error) {
      logger.warn({ err: error, userId: recipient.userId }, 'e-mail reminder not sent');
      await release('email', due);
      return false;
    }
  }

  async function remind(recipient: ReminderRecipient, now: Date, sent: Record<Channel, number>) {
    const channels: Channel[] = [];
    if (recipient.push) channels.push('push');
    if (recipient.email && (recipient.email_verified === true || recipient.email_verified === 1)) {
      channels.push('email');
    }
    if (channels.length === 0) return;
    for (const { date } of dueReminders(now, recipient, userTimeZone(recipient.time_zone))) {
      // The reminder is for doing the day's tip: once it is done, there is nothing to remind of.
      if (await repository.hasCommitment(recipient.userId, date)) continue;
      const language = languageOrDefault(recipient.language);
      const tip = await reminderTip(deps.dailyTips, language, date);
      const texts = REMINDER_TEXTS[language];
      const steps = (await deps.journeys.todaysSteps(recipient.userId, language, date)).map((s) => ({
        text: texts.journeyStep(s.journey, s.day, s.name),
        path: `/journeys/${s.slug}`,
      }));
      const due = { recipient, date, language, tip, steps };
      for (const channel of channels) {
        if (await (channel === 'push' ? push(due, now) : email(due, now))) sent[channel] += 1;
      }
    }
  }

  /** Sends what is due at `now`; returns how many reminders this call sent per channel. */
  async function runDue(now: Date = deps.now()): Promise<Record<Channel, number>> {
    const sent = { push: 0, email: 0 };
    const queue = await repository.recipients();
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        try {
          await remind(r, now, sent);
        } catch (error) {
          logger.error({ err: error, userId: r.userId }, 'reminder failed');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return sent;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  function tick() {
    // A run still going (a slow push service) is not doubled by the next minute's.
    if (running) return;
    running = runDue()
      .catch((error: unknown) => logger.error({ err: error }, 'reminder run failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runDue,
    /** Every minute, and once now: a restart sends what fell due while it was down. */
    start() {
      if (timer) return;
      timer = setInterval(tick, TICK_MS);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
