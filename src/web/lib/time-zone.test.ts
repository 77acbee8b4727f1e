import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone.ts';

const shown = (zone: string) => zone.replaceAll('_', ' ');

describe('timeZoneOptions', () => {
  it('lists every zone the browser knows once, with UTC and the zones given', () => {
    const options = timeZoneOptions('Asia/Calcutta', null, 'Europe/Madrid');
    expect(options).toEqual(expect.arrayContaining(['UTC', 'Asia/Calcutta', 'Europe/Madrid', 'Asia/Tokyo']));
    expect(new Set(options).size).toBe(options.length);
  });

  it('orders them by the names the list shows, an underscore read as a space', () => {
    const options = timeZoneOptions();
    for (let i = 1; i < options.length; i++)
      expect(shown(options[i - 1]!) < shown(options[i]!), `${options[i - 1]} before ${options[i]}`).toBe(
        true,
      );
    // "Port of Spain" before "Port-au-Prince", as a reader sorts them (the identifiers' own order
    // is the other way round).
    expect(options.indexOf('America/Port_of_Spain')).toBeLessThan(options.indexOf('America/Port-au-Prince'));
  });
});
