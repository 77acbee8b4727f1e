import type { Language } from '../../../shared/languages.ts';

// Refusals of the catalogue query (GET /api/v1/rituals), one code per parameter so the message
// says what to fix. Typed per language so a missing translation fails typecheck.
const en = {
  invalid_filter:
    'A filter value is not known. Use the keys the catalog lists for type, intention, culture and moment.',
  invalid_page: 'The page must be a whole number from 1.',
  invalid_limit: 'The limit must be a whole number from 1 to 100.',
  invalid_search: 'The search text must be at most 200 characters.',
  invalid_ritual_ids: 'The ritual ids must be positive whole numbers, at most 1000 of them.',
} as const;
export type CatalogueMessageCode = keyof typeof en;

export const CATALOGUE_MESSAGES: Record<Language, Record<CatalogueMessageCode, string>> = {
  es: {
    invalid_filter:
      'Un valor de filtro no existe. Usa las claves que el catálogo indica para tipo, intención, cultura y momento.',
    invalid_page: 'La página debe ser un número entero desde 1.',
    invalid_limit: 'El límite debe ser un número entero de 1 a 100.',
    invalid_search: 'El texto de búsqueda debe tener como máximo 200 caracteres.',
    invalid_ritual_ids:
      'Los identificadores de ritual deben ser números enteros positivos, 1000 como máximo.',
  },
  en,
  fr: {
    invalid_filter:
      'Une valeur de filtre n’existe pas. Utilise les clés que le catalogue indique pour le type, l’intention, la culture et le moment.',
    invalid_page: 'La page doit être un nombre entier à partir de 1.',
    invalid_limit: 'La limite doit être un nombre entier de 1 à 100.',
    invalid_search: 'Le texte de recherche doit faire au plus 200 caractères.',
    invalid_ritual_ids: 'Les identifiants de rituel doivent être des nombres entiers positifs, 1000 au plus.',
  },
  pt: {
    invalid_filter:
      'Um valor de filtro não existe. Use as chaves que o catálogo indica para tipo, intenção, cultura e momento.',
    invalid_page: 'A página deve ser um número inteiro a partir de 1.',
    invalid_limit: 'O limite deve ser um número inteiro de 1 a 100.',
    invalid_search: 'O texto de busca deve ter no máximo 200 caracteres.',
    invalid_ritual_ids: 'Os identificadores de ritual devem ser números inteiros positivos, no máximo 1000.',
  },
};
