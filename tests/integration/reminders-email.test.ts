import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts.ts';
import { readOutbox } from './support/outbox.ts';
import { NO_TIMER, publicTip, remindersOf } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const METRICS_TOKEN = 'reminder-metrics-token-0123';

/** The e-mail reminders sent so far, as /metrics reports them. */
async function emailRemindersInMetrics(t: TestApp): Promise<number> {
  const res = await t.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const match = /ritualia_reminders_sent\{channel="email"\} (\d+)/.exec(await res.text());
  return Number(match?.[1] ?? Number.NaN);
}

describe.each(testDatabases)('e-mail reminders on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...NO_TIMER, METRICS_TOKEN });
  });
  afterAll(() => t.close());

  const remindersTo = (email: string) =>
    readOutbox(t.dataDir).filter((m) => m.to.includes(email) && m.file.includes('dailyReminder'));

  async function emailUser(tag: string, language: string) {
    const account = await signUpVerified(t, tag);
    await account.browser.patch('/api/v1/me', { language, timeZone: 'Europe/Lisbon' });
    const settings = { time: '09:15', days: [1, 2, 3, 4, 5, 6, 7], channels: { push: false, email: true } };
    expect(
      (await account.browser.request('/api/v1/me/reminders', { method: 'PUT', json: settings })).status,
    ).toBe(200);
    return account;
  }

  it('mails the day’s tip with one-click unsubscribe headers, once', async () => {
    const { email } = await emailUser('mail-pt', 'pt');
    const clock = { now: new Date('2026-05-04T08:14:00Z') }; // 09:14 in Lisbon (UTC+1 in summer)
    const reminders = remindersOf(t, clock);
    expect((await reminders.scheduler.runDue()).email).toBe(0);
    const sentBefore = await emailRemindersInMetrics(t);
    clock.now = new Date('2026-05-04T08:16:00Z');
    expect((await reminders.scheduler.runDue()).email).toBe(1);
    expect((await reminders.scheduler.runDue()).email).toBe(0);
    expect(await emailRemindersInMetrics(t)).toBe(sentBefore + 1);

    const mails = remindersTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const tip = await publicTip(t, 'pt', '2026-05-04');
    expect(mail?.subject).toBe(`Sua dica de hoje: ${tip.title}`);
    expect(mail?.text).toContain(tip.content);
    expect(mail?.html).toContain('lang="pt"');
    expect(mail?.links[0]).toBe(`${t.env.baseUrl}/daily-tip`);
    const unsubscribe = mail?.links.find((l) => l.includes('/api/v1/reminders/unsubscribe?token='));
    expect(unsubscribe).toBeDefined();
    expect(mail?.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes with one POST and no sign-in; opening the link only asks', async () => {
    const { email, browser } = await emailUser('mail-fr', 'fr');
    await remindersOf(t, { now: new Date('2026-05-05T08:20:00Z') }).scheduler.runDue();
    const [mail] = remindersTo(email);
    const link = mail?.headers.get('list-unsubscribe')?.slice(1, -1) ?? '';
    const path = link.slice(t.env.baseUrl.length);

    // A mail scanner or a person opening the link: a page with a button, nothing changed yet.
    const page = await t.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<form method="post" action="/api/v1/reminders/unsubscribe?token=');
    expect(html).toContain('Me désinscrire');
    expect(html).not.toContain('<script');
    const settings = async () =>
      (
        (await (await browser.get('/api/v1/me/reminders')).json()) as {
          data: { channels: { email: boolean } };
        }
      ).data;
    expect((await settings()).channels.email).toBe(true);

    // The mail client's one-click request (RFC 8058): a form POST without cookies or Origin.
    const done = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('tu ne recevras plus de rappels par e-mail');
    expect((await settings()).channels.email).toBe(false);
    await remindersOf(t, { now: new Date('2026-05-06T08:20:00Z') }).scheduler.runDue();
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('refuses a forged or damaged unsubscribe link in the visitor’s language', async () => {
    const { email } = await emailUser('mail-forged', 'en');
    await remindersOf(t, { now: new Date('2026-05-07T08:20:00Z') }).scheduler.runDue();
    const link = remindersTo(email)[0]?.headers.get('list-unsubscribe')?.slice(1, -1) ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const bad of [forged, '', 'garbage']) {
      const res = await t.request(`/api/v1/reminders/unsubscribe?lang=en&token=${encodeURIComponent(bad)}`, {
        method: 'POST',
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This unsubscribe link is not valid.');
    }
    const spanish = await t.request(`/api/v1/reminders/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(await spanish.text()).toContain('no es válido');
    const row = await t.db.kysely
      .selectFrom('reminder_settings as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.email')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(1);
  });
});
