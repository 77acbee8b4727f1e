import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { streakSummary } from '#shared/streaks.ts';
import { createTranslator } from '#web/i18n/translator.ts';
import { streakText } from './streak-text.ts';

const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    {
      dailyTip: JSON.parse(
        readFileSync(join(import.meta.dirname, `../../locales/${lang}/dailyTip.json`), 'utf8'),
      ),
    },
  ]),
);

async function wordsIn(lang: string) {
  const i18n = createTranslator(lang, {
    fallback: 'es',
    defaultNs: 'dailyTip',
    resources,
    load: () => Promise.reject(new Error('all texts are given')),
  });
  const t = i18n.getFixedT(lang, 'dailyTip');
  return (dates: string[], today: string) => {
    const text = streakText(streakSummary(dates, today).status);
    return 'count' in text ? t(text.key, { count: text.count }) : t(text.key);
  };
}

describe('streak status texts', () => {
  it('says the product’s Spanish texts', async () => {
    const say = await wordsIn('es');
    expect(say([], '2025-03-10')).toBe('Sin racha activa');
    expect(say(['2025-03-10'], '2025-03-10')).toBe('Racha iniciada');
    expect(say(['2025-03-09'], '2025-03-10')).toBe('Racha iniciada');
    expect(say(['2025-03-08', '2025-03-09', '2025-03-10'], '2025-03-10')).toBe('3 días consecutivos');
    expect(say(['2025-03-08', '2025-03-09'], '2025-03-10')).toBe('2 días consecutivos');
    expect(say(['2025-03-01', '2025-03-02', '2025-03-03'], '2025-03-10')).toBe('Última racha: 3 días');
    expect(say(['2025-03-01'], '2025-03-10')).toBe('Última racha: 1 día');
  });

  it('words them in English, French and Portuguese', async () => {
    const dates = ['2024-12-31', '2025-01-01'];
    expect((await wordsIn('en'))(dates, '2025-01-01')).toBe('2 days in a row');
    expect((await wordsIn('fr'))(dates, '2025-01-01')).toBe('2 jours consécutifs');
    expect((await wordsIn('pt'))(dates, '2025-01-01')).toBe('2 dias seguidos');
    expect((await wordsIn('en'))([], '2025-01-01')).toBe('No active streak');
    expect((await wordsIn('pt'))(['2024-12-20'], '2025-01-01')).toBe('Última sequência: 1 dia');
  });
});
