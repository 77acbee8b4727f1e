import type { Language } from '../../../shared/languages.ts';
import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/reminder.json' with { type: 'json' };

// Reminder settings, push subscriptions and calendar link messages.
export const REMINDER_MESSAGES = defineCatalogue(data);
export type ReminderMessageCode = keyof typeof data.en;

/** Texts of the notification, the calendar feed and the unsubscribe page. */
export interface ReminderTexts {
  /** The title of a tip that has none. */
  tipTitle: (id: number) => string;
  calendarName: string;
  /** A tip's event in the calendar feed, named after the app. */
  calendarEvent: (title: string) => string;
  /** Calendar events at the instant of a full and a new moon. */
  fullMoonEvent: string;
  newMoonEvent: string;
  /** Today's step of a journey the user follows, in the reminder and the calendar event. */
  journeyStep: (journey: string, day: number, step: string) => string;
  unsubscribeTitle: string;
  unsubscribeQuestion: string;
  unsubscribeButton: string;
  unsubscribeDone: string;
}

export const REMINDER_TEXTS: Record<Language, ReminderTexts> = {
  es: {
    tipTitle: (id) => `Consejo #${id}`,
    calendarName: 'Ritualia · consejo del día',
    calendarEvent: (title) => `Ritualia: ${title}`,
    fullMoonEvent: 'Ritualia: 🌕 Luna llena',
    newMoonEvent: 'Ritualia: 🌑 Luna nueva',
    journeyStep: (journey, day, step) => `Hoy en «${journey}»: día ${day}, ${step}`,
    unsubscribeTitle: 'Recordatorios por email',
    unsubscribeQuestion: '¿Quieres dejar de recibir el recordatorio diario por email?',
    unsubscribeButton: 'Darme de baja',
    unsubscribeDone:
      'Listo: ya no recibirás recordatorios por email. Puedes volver a activarlos desde tu perfil.',
  },
  en: {
    tipTitle: (id) => `Tip #${id}`,
    calendarName: 'Ritualia · daily tip',
    calendarEvent: (title) => `Ritualia: ${title}`,
    fullMoonEvent: 'Ritualia: 🌕 Full moon',
    newMoonEvent: 'Ritualia: 🌑 New moon',
    journeyStep: (journey, day, step) => `Today in “${journey}”: day ${day}, ${step}`,
    unsubscribeTitle: 'Email reminders',
    unsubscribeQuestion: 'Do you want to stop receiving the daily reminder by email?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribeDone:
      'Done: you will no longer receive reminders by email. You can turn them back on from your profile.',
  },
  fr: {
    tipTitle: (id) => `Conseil n°\u202f${id}`,
    calendarName: 'Ritualia · conseil du jour',
    calendarEvent: (title) => `Ritualia\u202f: ${title}`,
    fullMoonEvent: 'Ritualia\u202f: 🌕 Pleine lune',
    newMoonEvent: 'Ritualia\u202f: 🌑 Nouvelle lune',
    journeyStep: (journey, day, step) =>
      `Aujourd’hui dans «\u202f${journey}\u202f»\u202f: jour ${day}, ${step}`,
    unsubscribeTitle: 'Rappels par e-mail',
    unsubscribeQuestion: 'Veux-tu ne plus recevoir le rappel quotidien par e-mail\u202f?',
    unsubscribeButton: 'Me désinscrire',
    unsubscribeDone:
      'C’est fait\u202f: tu ne recevras plus de rappels par e-mail. Tu peux les réactiver depuis ton profil.',
  },
  pt: {
    tipTitle: (id) => `Dica #${id}`,
    calendarName: 'Ritualia · dica do dia',
    calendarEvent: (title) => `Ritualia: ${title}`,
    fullMoonEvent: 'Ritualia: 🌕 Lua cheia',
    newMoonEvent: 'Ritualia: 🌑 Lua nova',
    journeyStep: (journey, day, step) => `Hoje em “${journey}”: dia ${day}, ${step}`,
    unsubscribeTitle: 'Lembretes por e-mail',
    unsubscribeQuestion: 'Quer deixar de receber o lembrete diário por e-mail?',
    unsubscribeButton: 'Cancelar inscrição',
    unsubscribeDone:
      'Pronto: você não vai mais receber lembretes por e-mail. Pode reativá-los no seu perfil.',
  },
};
