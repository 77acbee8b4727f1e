import { describe, expect, it } from 'vitest';
import { pickVoice, type VoiceLike } from './pick-voice.ts';

const voice = (lang: string, extra: Partial<VoiceLike> = {}): VoiceLike & { name: string } => ({
  name: lang,
  lang,
  localService: false,
  default: false,
  ...extra,
});

describe('pickVoice', () => {
  it('takes only a voice of the interface language', () => {
    expect(pickVoice([voice('en-US'), voice('de-DE')], 'es')).toBeNull();
    expect(pickVoice([voice('en-US'), voice('es-MX')], 'es')?.name).toBe('es-MX');
    // "pt" must not match a tag that merely starts with the same letters.
    expect(pickVoice([voice('ptx')], 'pt')).toBeNull();
    expect(pickVoice([], 'fr')).toBeNull();
  });

  it('reads any spelling of the tag', () => {
    expect(pickVoice([voice('FR_fr')], 'fr')?.name).toBe('FR_fr');
    expect(pickVoice([voice('en')], 'en')?.name).toBe('en');
  });

  it('prefers the app’s regional variant, then a voice on the device, then the default', () => {
    expect(pickVoice([voice('es-MX'), voice('es-ES')], 'es')?.name).toBe('es-ES');
    const local = voice('pt-PT', { localService: true });
    expect(pickVoice([voice('pt-PT', { default: true }), local], 'pt')).toBe(local);
    const chosen = voice('en-GB', { default: true });
    expect(pickVoice([voice('en-GB'), chosen], 'en')).toBe(chosen);
  });
});
