import { describe, expect, it } from 'vitest';
import { appTipForDate, pickTipForDate, toAppTip } from './daily-tip.ts';
import type { TipSource } from './daily-tip.ts';

const tip = (id: number, day_of_year: number, extra: Partial<TipSource> = {}): TipSource => ({
  id,
  day_of_year,
  title: `Tip ${day_of_year}`,
  text: `Text of day ${day_of_year}`,
  type: 'meditation',
  intention: 'clarity',
  is_active: true,
  ...extra,
});

const YEAR = [tip(1, 1), tip(59, 59), tip(60, 60), tip(61, 61), tip(365, 365), tip(366, 366)];

describe('pickTipForDate', () => {
  it.each([
    ['2025-01-01', 1],
    ['2025-02-28', 59],
    ['2024-02-29', 60],
    ['2025-03-01', 60],
    ['2024-03-01', 61],
    ['2024-12-31', 366],
    ['2025-12-31', 365],
  ])('%s → the tip of day %i', (date, day) => {
    expect(pickTipForDate(YEAR, date)?.day_of_year).toBe(day);
  });

  it('takes the lowest id when a day has two tips', () => {
    expect(pickTipForDate([tip(9, 1), tip(4, 1), tip(7, 1)], '2025-01-01')?.id).toBe(4);
  });

  it("falls back to another active tip when the day's tip is missing or inactive", () => {
    const tips = [tip(1, 1), tip(2, 100), tip(3, 200), tip(4, 5, { is_active: false })];
    // Day 5's tip is inactive; (5 − 1) mod 3 = 1 → the second active tip by day.
    expect(pickTipForDate(tips, '2025-01-05')?.id).toBe(2);
    // Day 6: (6 − 1) mod 3 = 2 → the third; the fallback changes from day to day.
    expect(pickTipForDate(tips, '2025-01-06')?.id).toBe(3);
    expect(pickTipForDate(tips, '2025-01-07')?.id).toBe(1);
  });

  it('treats is_active 0 like false and a missing is_active as active', () => {
    expect(pickTipForDate([tip(1, 1, { is_active: 0 }), tip(2, 2)], '2025-01-01')?.id).toBe(2);
    const { is_active: _dropped, ...noFlag } = tip(3, 1);
    expect(pickTipForDate([noFlag], '2025-01-01')?.id).toBe(3);
  });

  it('returns null when no tip is active', () => {
    expect(pickTipForDate([], '2025-01-01')).toBeNull();
    expect(pickTipForDate([tip(1, 1, { is_active: false })], '2025-01-01')).toBeNull();
  });

  it('throws on an invalid date rather than picking at random', () => {
    expect(() => pickTipForDate(YEAR, '2025-02-29')).toThrow(RangeError);
  });
});

describe('toAppTip', () => {
  it('maps a tip to the app shape for the date', () => {
    expect(toAppTip(tip(60, 60), '2024-02-29')).toEqual({
      id: 60,
      title: 'Tip 60',
      content: 'Text of day 60',
      category: 'meditation',
      intention: 'clarity',
      dayOfYear: 60,
      date: '2024-02-29',
    });
  });

  it.each([null, undefined, '', '   '])(
    'has no title (the UI shows "Consejo #id") when the title is %j',
    (title) => {
      expect(toAppTip(tip(7, 7, { title }), '2025-01-07').title).toBeNull();
    },
  );

  it('uses the default type and intention for a missing type or intention', () => {
    const app = toAppTip(tip(7, 7, { type: null, intention: '' }), '2025-01-07');
    expect(app.category).toBe('magicalAction');
    expect(app.intention).toBe('wellbeing');
  });

  it('appTipForDate picks then maps, or gives null', () => {
    expect(appTipForDate(YEAR, '2025-01-01')).toMatchObject({ id: 1, date: '2025-01-01' });
    expect(appTipForDate([], '2025-01-01')).toBeNull();
  });
});
