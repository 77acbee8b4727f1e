import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../shared/languages.ts';
import { AUTH_MESSAGES, type AuthMessageCode } from './auth-messages.ts';
import { CATALOGUE_MESSAGES, type CatalogueMessageCode } from './catalogue-messages.ts';
import { DAILY_TIP_MESSAGES, type DailyTipMessageCode } from './daily-tip-messages.ts';
import { JOURNEY_MESSAGES, type JourneyMessageCode } from './journey-messages.ts';
import { REQUEST_MESSAGES, type RequestMessageCode } from './request-messages.ts';
import { REMINDER_MESSAGES, type ReminderMessageCode } from './reminder-messages.ts';
import { SHOP_MESSAGES, type ShopMessageCode } from './shop-messages.ts';

// Typed as a full record per language, so a message missing in one language fails typecheck.
const en = {
  invalid_language: 'The language must be one of es, en, fr or pt.',
  invalid_ritual_id: 'The ritual id must be a positive whole number.',
  ritual_not_found: 'This ritual does not exist or is no longer available.',
  not_found: 'This address does not exist.',
  database_unavailable: 'The database is not answering right now. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  invalid_request: 'The request is not valid.',
} as const;
type CoreMessageCode = keyof typeof en;
export type MessageCode =
  | CoreMessageCode
  | AuthMessageCode
  | CatalogueMessageCode
  | DailyTipMessageCode
  | JourneyMessageCode
  | RequestMessageCode
  | ReminderMessageCode
  | ShopMessageCode;

export const CORE_MESSAGES: Record<Language, Record<CoreMessageCode, string>> = {
  es: {
    invalid_language: 'El idioma debe ser es, en, fr o pt.',
    invalid_ritual_id: 'El identificador del ritual debe ser un número entero positivo.',
    ritual_not_found: 'Este ritual no existe o ya no está disponible.',
    not_found: 'Esta dirección no existe.',
    database_unavailable:
      'La base de datos no responde en este momento. Inténtalo de nuevo en unos instantes.',
    internal: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
    invalid_request: 'La solicitud no es válida.',
  },
  en,
  fr: {
    invalid_language: 'La langue doit être es, en, fr ou pt.',
    invalid_ritual_id: 'L’identifiant du rituel doit être un nombre entier positif.',
    ritual_not_found: 'Ce rituel n’existe pas ou n’est plus disponible.',
    not_found: 'Cette adresse n’existe pas.',
    database_unavailable: 'La base de données ne répond pas pour le moment. Réessaie dans quelques instants.',
    internal: 'Un problème est survenu de notre côté. Réessaie.',
    invalid_request: 'La requête n’est pas valide.',
  },
  pt: {
    invalid_language: 'O idioma deve ser es, en, fr ou pt.',
    invalid_ritual_id: 'O identificador do ritual deve ser um número inteiro positivo.',
    ritual_not_found: 'Este ritual não existe ou não está mais disponível.',
    not_found: 'Este endereço não existe.',
    database_unavailable: 'O banco de dados não está respondendo agora. Tente novamente em instantes.',
    internal: 'Algo deu errado do nosso lado. Tente novamente.',
    invalid_request: 'A solicitação não é válida.',
  },
};

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
