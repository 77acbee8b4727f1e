import type { Language } from '../../../shared/languages.ts';

// Reminder settings, push subscriptions and calendar link messages. Typed per language so a
// missing translation fails typecheck. French puts a non-breaking space before : ; ! ?
const en = {
  invalid_reminder_settings:
    'Send a JSON body like { "time": "08:00", "days": [1, 2, 3, 4, 5, 6, 7], "channels": { "push": true, "email": false } }.',
  invalid_reminder_time: 'The reminder time must be written HH:MM on a 24-hour clock, such as 08:00.',
  invalid_reminder_days:
    'The days must be a list of 1 to 7 different weekdays, from 1 (Monday) to 7 (Sunday).',
  invalid_reminder_channels: 'The channels must say true or false for both push and email.',
  invalid_push_subscription:
    'Send the browser’s push subscription: an https endpoint with its p256dh and auth keys.',
  invalid_unsubscribe_link: 'This unsubscribe link is not valid. Change your reminders from your profile.',
  calendar_not_found: 'This calendar link is not valid or has been replaced by a new one.',
} as const;
export type ReminderMessageCode = keyof typeof en;

export const REMINDER_MESSAGES: Record<Language, Record<ReminderMessageCode, string>> = {
  es: {
    invalid_reminder_settings:
      'Envía un cuerpo JSON como { "time": "08:00", "days": [1, 2, 3, 4, 5, 6, 7], "channels": { "push": true, "email": false } }.',
    invalid_reminder_time:
      'La hora del recordatorio debe escribirse HH:MM en formato de 24 horas, como 08:00.',
    invalid_reminder_days:
      'Los días deben ser una lista de 1 a 7 días de la semana distintos, del 1 (lunes) al 7 (domingo).',
    invalid_reminder_channels: 'Los canales deben indicar true o false tanto para push como para email.',
    invalid_push_subscription:
      'Envía la suscripción push del navegador: un endpoint https con sus claves p256dh y auth.',
    invalid_unsubscribe_link:
      'Este enlace para darte de baja no es válido. Cambia tus recordatorios desde tu perfil.',
    calendar_not_found: 'Este enlace de calendario no es válido o se ha sustituido por uno nuevo.',
  },
  en,
  fr: {
    invalid_reminder_settings:
      'Envoie un corps JSON comme { "time": "08:00", "days": [1, 2, 3, 4, 5, 6, 7], "channels": { "push": true, "email": false } }.',
    invalid_reminder_time: 'L’heure du rappel doit s’écrire HH:MM sur 24 heures, comme 08:00.',
    invalid_reminder_days:
      'Les jours doivent être une liste de 1 à 7 jours de la semaine différents, de 1 (lundi) à 7 (dimanche).',
    invalid_reminder_channels: 'Les canaux doivent indiquer true ou false pour push comme pour e-mail.',
    invalid_push_subscription:
      'Envoie l’abonnement push du navigateur\u202f: un endpoint https avec ses clés p256dh et auth.',
    invalid_unsubscribe_link:
      'Ce lien de désinscription n’est pas valide. Modifie tes rappels depuis ton profil.',
    calendar_not_found: 'Ce lien de calendrier n’est pas valide ou a été remplacé par un nouveau.',
  },
  pt: {
    invalid_reminder_settings:
      'Envie um corpo JSON como { "time": "08:00", "days": [1, 2, 3, 4, 5, 6, 7], "channels": { "push": true, "email": false } }.',
    invalid_reminder_time: 'O horário do lembrete deve ser escrito HH:MM no formato 24 horas, como 08:00.',
    invalid_reminder_days:
      'Os dias devem ser uma lista de 1 a 7 dias da semana diferentes, de 1 (segunda) a 7 (domingo).',
    invalid_reminder_channels: 'Os canais devem indicar true ou false tanto para push quanto para e-mail.',
    invalid_push_subscription:
      'Envie a inscrição push do navegador: um endpoint https com as chaves p256dh e auth.',
    invalid_unsubscribe_link: 'Este link de cancelamento não é válido. Altere seus lembretes no seu perfil.',
    calendar_not_found: 'Este link de calendário não é válido ou foi substituído por um novo.',
  },
};

/** Texts of the notification, the calendar feed and the unsubscribe page. */
export interface ReminderTexts {
  /** The title of a tip that has none. */
  tipTitle: (id: number) => string;
  calendarName: string;
  calendarEventPrefix: string;
  /** Calendar events at the instant of a full and a new moon. */
  fullMoonEvent: string;
  newMoonEvent: string;
  unsubscribeTitle: string;
  unsubscribeQuestion: string;
  unsubscribeButton: string;
  unsubscribeDone: string;
}

export const REMINDER_TEXTS: Record<Language, ReminderTexts> = {
  es: {
    tipTitle: (id) => `Consejo #${id}`,
    calendarName: 'Ritualia · consejo del día',
    calendarEventPrefix: 'Ritualia',
    fullMoonEvent: 'Ritualia: 🌕 Luna llena',
    newMoonEvent: 'Ritualia: 🌑 Luna nueva',
    unsubscribeTitle: 'Recordatorios por email',
    unsubscribeQuestion: '¿Quieres dejar de recibir el recordatorio diario por email?',
    unsubscribeButton: 'Darme de baja',
    unsubscribeDone:
      'Listo: ya no recibirás recordatorios por email. Puedes volver a activarlos desde tu perfil.',
  },
  en: {
    tipTitle: (id) => `Tip #${id}`,
    calendarName: 'Ritualia · daily tip',
    calendarEventPrefix: 'Ritualia',
    fullMoonEvent: 'Ritualia: 🌕 Full moon',
    newMoonEvent: 'Ritualia: 🌑 New moon',
    unsubscribeTitle: 'Email reminders',
    unsubscribeQuestion: 'Do you want to stop receiving the daily reminder by email?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribeDone:
      'Done: you will no longer receive reminders by email. You can turn them back on from your profile.',
  },
  fr: {
    tipTitle: (id) => `Conseil n°\u202f${id}`,
    calendarName: 'Ritualia · conseil du jour',
    calendarEventPrefix: 'Ritualia',
    fullMoonEvent: 'Ritualia\u202f: 🌕 Pleine lune',
    newMoonEvent: 'Ritualia\u202f: 🌑 Nouvelle lune',
    unsubscribeTitle: 'Rappels par e-mail',
    unsubscribeQuestion: 'Veux-tu ne plus recevoir le rappel quotidien par e-mail\u202f?',
    unsubscribeButton: 'Me désinscrire',
    unsubscribeDone:
      'C’est fait\u202f: tu ne recevras plus de rappels par e-mail. Tu peux les réactiver depuis ton profil.',
  },
  pt: {
    tipTitle: (id) => `Dica #${id}`,
    calendarName: 'Ritualia · dica do dia',
    calendarEventPrefix: 'Ritualia',
    fullMoonEvent: 'Ritualia: 🌕 Lua cheia',
    newMoonEvent: 'Ritualia: 🌑 Lua nova',
    unsubscribeTitle: 'Lembretes por e-mail',
    unsubscribeQuestion: 'Quer deixar de receber o lembrete diário por e-mail?',
    unsubscribeButton: 'Cancelar inscrição',
    unsubscribeDone:
      'Pronto: você não vai mais receber lembretes por e-mail. Pode reativá-los no seu perfil.',
  },
};
