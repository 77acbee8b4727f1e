import { LOCALES, type Language } from '#shared/languages.ts';

/** The fields of a SpeechSynthesisVoice the choice looks at. */
export interface VoiceLike {
  lang: string;
  localService: boolean;
  default: boolean;
}

// Engines spell the tag differently ("es-ES", "es_ES", "ES-es"), so both sides are normalised.
const normalise = (tag: string) => tag.replace(/_/g, '-').toLowerCase();

function rank(voice: VoiceLike, locale: string): number {
  // The app's own regional variant reads its texts best; a voice on the device works offline and
  // starts at once; the engine's default is the one the person set up.
  return (normalise(voice.lang) === locale ? 4 : 0) + (voice.localService ? 2 : 0) + (voice.default ? 1 : 0);
}

/** The best voice that speaks `language`, or null when the device has none. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], language: Language): V | null {
  const locale = normalise(LOCALES[language]);
  const speaksIt = voices.filter((voice) => {
    const tag = normalise(voice.lang);
    return tag === language || tag.startsWith(`${language}-`);
  });
  if (speaksIt.length === 0) return null;
  return speaksIt.reduce((best, voice) => (rank(voice, locale) > rank(best, locale) ? voice : best));
}
