import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { AUTH_MESSAGES } from '../../platform/i18n/auth-messages.ts';
import { CATALOGUE_MESSAGES } from '../../platform/i18n/catalogue-messages.ts';
import { DAILY_TIP_MESSAGES } from '../../platform/i18n/daily-tip-messages.ts';
import { JOURNEY_MESSAGES } from '../../platform/i18n/journey-messages.ts';
import { CORE_MESSAGES } from '../../platform/i18n/messages.ts';
import { REMINDER_MESSAGES, REMINDER_TEXT_CATALOGUE } from '../../platform/i18n/reminder-messages.ts';
import { REQUEST_MESSAGES } from '../../platform/i18n/request-messages.ts';
import { SHOP_ITEM_TEXTS, SHOP_MESSAGES } from '../../platform/i18n/shop-messages.ts';
import { MAIL_TEXTS } from '../../platform/mail/mail-texts.ts';
import { REMINDER_MAIL_TEXTS } from '../../platform/mail/reminder-mail.ts';
import type { ContentProblem } from './content-error.ts';
import { textProblems } from './content-style.ts';

// The interface's own texts, held to the same voice as the content: the web app's locale files,
// the server's messages and the e-mails.

export interface InterfaceText {
  file: string;
  field: string;
  lang: Language;
  text: string;
}

/** Server text tables, each a record per language, with the file a writer edits. */
const SERVER_TEXTS: Array<[string, Record<Language, unknown>]> = [
  ['src/server/platform/i18n/catalogues/core.json', CORE_MESSAGES],
  ['src/server/platform/i18n/catalogues/auth.json', AUTH_MESSAGES],
  ['src/server/platform/i18n/catalogues/catalogue.json', CATALOGUE_MESSAGES],
  ['src/server/platform/i18n/catalogues/daily-tip.json', DAILY_TIP_MESSAGES],
  ['src/server/platform/i18n/catalogues/journey.json', JOURNEY_MESSAGES],
  ['src/server/platform/i18n/catalogues/request.json', REQUEST_MESSAGES],
  ['src/server/platform/i18n/catalogues/reminder.json', REMINDER_MESSAGES],
  ['src/server/platform/i18n/catalogues/reminder-texts.json', REMINDER_TEXT_CATALOGUE],
  ['src/server/platform/i18n/catalogues/shop.json', SHOP_MESSAGES],
  ['src/server/platform/i18n/catalogues/shop-items.json', SHOP_ITEM_TEXTS],
  ['src/server/platform/mail/mail-texts.ts', MAIL_TEXTS],
  ['src/server/platform/mail/reminder-mail.ts', REMINDER_MAIL_TEXTS],
];

/** Every string under a value; a text made by a function is checked with a sample argument. */
function* strings(value: unknown, field: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [field, value];
  else if (typeof value === 'function') yield [field, String(value('Ana'))];
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* strings(child, field ? `${field}.${key}` : key);
  }
}

/** The texts of one record per language, as a writer finds them. */
export function* textsOf(file: string, table: Record<Language, unknown>): Generator<InterfaceText> {
  for (const lang of LANGUAGES) {
    for (const [field, text] of strings(table[lang], lang)) yield { file, field, lang, text };
  }
}

async function* localeTexts(localesDir: string): AsyncGenerator<InterfaceText> {
  for (const lang of LANGUAGES) {
    const files = (await readdir(path.join(localesDir, lang))).filter((f) => f.endsWith('.json')).sort();
    for (const name of files) {
      const json: unknown = JSON.parse(await readFile(path.join(localesDir, lang, name), 'utf8'));
      const file = path.posix.join('src/web/locales', lang, name);
      for (const [field, text] of strings(json, '')) yield { file, field, lang, text };
    }
  }
}

/** Every interface text: the locale files under `localesDir`, then the server's and e-mails' texts. */
export async function interfaceTexts(localesDir: string): Promise<InterfaceText[]> {
  const texts: InterfaceText[] = [];
  for await (const t of localeTexts(localesDir)) texts.push(t);
  for (const [file, table] of SERVER_TEXTS) texts.push(...textsOf(file, table));
  return texts;
}

/** The house style over interface texts; `content:check` enforces it. */
export function checkInterfaceTexts(texts: Iterable<InterfaceText>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, field, lang, text } of texts) {
    for (const message of textProblems(text, lang)) problems.push({ file, field, message });
  }
  return problems;
}
