import { interpolate } from '../../../shared/interpolate.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/reminder.json' with { type: 'json' };
import texts from './catalogues/reminder-texts.json' with { type: 'json' };

// Reminder settings, push subscriptions and calendar link messages.
export const REMINDER_MESSAGES = defineCatalogue(data);
export type ReminderMessageCode = keyof typeof data.en;

/** Texts of the notification, the calendar feed and the unsubscribe page (catalogues/reminder-texts.json). */
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

/** As a writer edits them (the voice check reads these), with `{{places}}` still to fill. */
export const REMINDER_TEXT_CATALOGUE = defineCatalogue(texts);

/** The reminder texts of one language, with functions that fill their places. */
function reminderTexts(language: Language): ReminderTexts {
  const t = REMINDER_TEXT_CATALOGUE[language];
  return {
    ...t,
    tipTitle: (id) => interpolate(t.tipTitle, { id }),
    calendarEvent: (title) => interpolate(t.calendarEvent, { title }),
    journeyStep: (journey, day, step) => interpolate(t.journeyStep, { journey, day, step }),
  };
}

export const REMINDER_TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, reminderTexts(language)]),
) as Record<Language, ReminderTexts>;
