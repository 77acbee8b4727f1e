import type { Language } from '../../../shared/languages.ts';

/** One text per key in every language. */
export type Catalogue<Code extends string, Text = string> = Record<Language, Record<Code, Text>>;

/**
 * Types a catalogue held as data (catalogues/*.json, one record per language): its keys are the
 * English record's, and a key missing in another language fails typecheck. A key only another
 * language has is caught by catalogue.test.ts. French puts a narrow non-breaking space (\u202f)
 * before : ; ! ?
 */
export function defineCatalogue<Code extends string, Text>(
  data: { en: Record<Code, Text> } & Record<Language, Record<NoInfer<Code>, Text>>,
): Catalogue<Code, Text> {
  return data;
}
