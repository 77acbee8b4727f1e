import { useEffect, useState } from 'react';
import type { Language } from '#shared/languages.ts';
import { pickVoice } from './pick-voice.ts';

/**
 * Engines list their voices late (Chrome answers an empty list until `voiceschanged`), so "no
 * voice" is only concluded after this long; until then the control waits rather than flashing
 * an explanation that is about to become untrue.
 */
const VOICE_WAIT_MS = 1500;

export type VoiceAvailability =
  | { state: 'checking' }
  | { state: 'unsupported' }
  | { state: 'noVoice' }
  | { state: 'ready'; voice: SpeechSynthesisVoice };

/** The browser's speech synthesis, when it has one. */
export function speechSynthesisOrNull(): SpeechSynthesis | null {
  return typeof window.speechSynthesis === 'object' &&
    window.speechSynthesis !== null &&
    typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}

/** The voice that will read in `language`, or why there is none. */
export function useVoice(language: Language): VoiceAvailability {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(
    () => speechSynthesisOrNull()?.getVoices() ?? [],
  );
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const synthesis = speechSynthesisOrNull();
    if (!synthesis) return;
    const update = () => setVoices(synthesis.getVoices());
    synthesis.addEventListener('voiceschanged', update);
    const timer = window.setTimeout(() => setWaited(true), VOICE_WAIT_MS);
    return () => {
      synthesis.removeEventListener('voiceschanged', update);
      window.clearTimeout(timer);
    };
  }, []);

  if (!speechSynthesisOrNull()) return { state: 'unsupported' };
  const voice = pickVoice(voices, language);
  if (voice) return { state: 'ready', voice };
  return waited ? { state: 'noVoice' } : { state: 'checking' };
}
