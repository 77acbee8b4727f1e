import { describe, expect, it } from 'vitest';
import { longDate, relativeDay, shortDate } from './format-date.ts';

describe('daily tip dates', () => {
  it('formats the card date in each language’s locale, never shifted by a time zone', () => {
    expect(longDate('2025-03-01', 'es')).toBe('sábado, 1 de marzo de 2025');
    expect(longDate('2025-03-01', 'en')).toBe('Saturday, March 1, 2025');
    expect(longDate('2025-03-01', 'fr')).toBe('samedi 1 mars 2025');
    expect(longDate('2024-02-29', 'pt')).toBe('quinta-feira, 29 de fevereiro de 2024');
  });

  it('formats short dates', () => {
    expect(shortDate('2025-01-05', 'en')).toBe('Jan 5');
    expect(shortDate('2025-01-05', 'es')).toBe('5 ene');
  });

  it('says today and yesterday, across a new year too', () => {
    expect(relativeDay('2025-01-01', '2025-01-01')).toBe('today');
    expect(relativeDay('2024-12-31', '2025-01-01')).toBe('yesterday');
    expect(relativeDay('2024-12-30', '2025-01-01')).toBe('other');
    expect(relativeDay('2025-01-02', '2025-01-01')).toBe('other');
  });
});
