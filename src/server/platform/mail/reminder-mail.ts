import type { Language } from '../../../shared/languages.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { renderMessage, type RenderedMail } from './render-mail.ts';

export interface ReminderMail {
  to: string;
  language: Language;
  name: string;
  tipTitle: string;
  tipText: string;
  /** Today's step on each journey the user follows, with the journey's page. */
  journeySteps?: readonly { text: string; link: string }[];
  /** Today's tip in the web app. */
  link: string;
  /** One click, no sign-in: turns e-mail reminders off (RFC 8058). */
  unsubscribeLink: string;
}

interface ReminderMailText {
  subject: (title: string) => string;
  lead: string;
  action: string;
  after: string;
  why: string;
  unsubscribe: string;
}

export const REMINDER_MAIL_TEXTS: Record<Language, ReminderMailText> = {
  es: {
    subject: (title) => `Tu consejo de hoy: ${title}`,
    lead: 'Este es tu consejo de hoy en Ritualia:',
    action: 'Ver el consejo de hoy',
    after: 'Cuando lo hayas hecho, márcalo en la app para sumar puntos y mantener tu racha.',
    why: 'Recibes este email porque activaste los recordatorios diarios por email.',
    unsubscribe: 'Darme de baja',
  },
  en: {
    subject: (title) => `Your tip for today: ${title}`,
    lead: 'Here is your tip for today on Ritualia:',
    action: 'See today’s tip',
    after: 'Once you have done it, mark it in the app to earn points and keep your streak.',
    why: 'You receive this email because you turned on daily email reminders.',
    unsubscribe: 'Unsubscribe',
  },
  fr: {
    subject: (title) => `Ton conseil du jour\u202f: ${title}`,
    lead: 'Voici ton conseil du jour sur Ritualia\u202f:',
    action: 'Voir le conseil du jour',
    after: 'Une fois fait, indique-le dans l’app pour gagner des points et garder ta série.',
    why: 'Tu reçois cet e-mail parce que tu as activé les rappels quotidiens par e-mail.',
    unsubscribe: 'Me désinscrire',
  },
  pt: {
    subject: (title) => `Sua dica de hoje: ${title}`,
    lead: 'Esta é a sua dica de hoje no Ritualia:',
    action: 'Ver a dica de hoje',
    after: 'Quando fizer, marque no app para ganhar pontos e manter sua sequência.',
    why: 'Você recebe este e-mail porque ativou os lembretes diários por e-mail.',
    unsubscribe: 'Cancelar inscrição',
  },
};

/** The daily reminder: the day's tip, a button to it, and the unsubscribe link as small print. */
export function renderReminderMail(mail: ReminderMail): RenderedMail {
  const common = MAIL_TEXTS[mail.language];
  const t = REMINDER_MAIL_TEXTS[mail.language];
  return renderMessage(mail.language, {
    subject: t.subject(mail.tipTitle),
    greeting: common.greeting(mail.name),
    intro: [
      ...(mail.journeySteps ?? []).map((s) => `${s.text}: ${s.link}`),
      t.lead,
      mail.tipTitle,
      mail.tipText,
    ],
    action: t.action,
    link: mail.link,
    after: [t.after],
    fallback: common.fallback,
    signature: common.signature,
    footer: { text: t.why, label: t.unsubscribe, link: mail.unsubscribeLink },
  });
}

/** RFC 2369 and RFC 8058 headers, so mail clients offer their own one-click unsubscribe. */
export function unsubscribeHeaders(unsubscribeLink: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
