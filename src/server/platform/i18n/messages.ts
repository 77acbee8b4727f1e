import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../shared/languages.ts';
import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/core.json' with { type: 'json' };
import { AUTH_MESSAGES, type AuthMessageCode } from './auth-messages.ts';
import { CATALOGUE_MESSAGES, type CatalogueMessageCode } from './catalogue-messages.ts';
import { DAILY_TIP_MESSAGES, type DailyTipMessageCode } from './daily-tip-messages.ts';
import { JOURNEY_MESSAGES, type JourneyMessageCode } from './journey-messages.ts';
import { REQUEST_MESSAGES, type RequestMessageCode } from './request-messages.ts';
import { REMINDER_MESSAGES, type ReminderMessageCode } from './reminder-messages.ts';
import { SHOP_MESSAGES, type ShopMessageCode } from './shop-messages.ts';

// The messages every part of the server may answer with; each area's own are in its catalogue.
type CoreMessageCode = keyof typeof data.en;
export type MessageCode =
  | CoreMessageCode
  | AuthMessageCode
  | CatalogueMessageCode
  | DailyTipMessageCode
  | JourneyMessageCode
  | RequestMessageCode
  | ReminderMessageCode
  | ShopMessageCode;

export const CORE_MESSAGES = defineCatalogue(data);

const MESSAGES = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    {
      ...CORE_MESSAGES[lang],
      ...AUTH_MESSAGES[lang],
      ...CATALOGUE_MESSAGES[lang],
      ...DAILY_TIP_MESSAGES[lang],
      ...JOURNEY_MESSAGES[lang],
      ...REQUEST_MESSAGES[lang],
      ...REMINDER_MESSAGES[lang],
      ...SHOP_MESSAGES[lang],
    },
  ]),
) as Record<Language, Record<MessageCode, string>>;

export function message(code: MessageCode, language: Language): string {
  return MESSAGES[language][code];
}

/** The language to answer in: a valid ?lang=, else the best Accept-Language match, else es. */
export function negotiateLanguage(
  queryLang: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (isLanguage(queryLang)) return queryLang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((r) => r.lang).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
