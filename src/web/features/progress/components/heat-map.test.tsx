import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { HeatMap } from './heat-map.tsx';

// The practice calendar as a keyboard and screen-reader user meets it: one tab stop, the arrow
// keys, Home and End, and every day named with its date, its count and a streak freeze.

const heatMap = {
  from: '2026-01-05',
  to: '2026-03-01',
  max: 3,
  total: 5,
  days: [
    { date: '2026-02-28', count: 1 },
    { date: '2026-03-01', count: 3 },
    { date: '2026-01-05', count: 1 },
  ],
};

async function show(language = 'es', frozenDays: string[] = []) {
  await renderWithApp(<HeatMap heatMap={heatMap} frozenDays={frozenDays} />, {
    language,
    namespaces: ['progress'],
  });
  return screen.getByRole('grid', { name: language === 'es' ? 'Días de práctica' : 'Practice days' });
}

const focused = () => document.activeElement?.getAttribute('aria-label');

describe('heat map', () => {
  it('sums the year and starts on today, the only tab stop', async () => {
    const grid = await show();
    expect(screen.getByText('5 prácticas en los últimos 12 meses')).toBeDefined();
    const stops = grid.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.getAttribute('aria-label')).toBe('domingo, 1 de marzo de 2026: 3 prácticas');
    expect(screen.getByText('domingo, 1 de marzo de 2026: 3 prácticas', { selector: 'p' })).toBeDefined();
  });

  it('moves a day with up/down, a week with left/right, and to the ends with Home and End', async () => {
    await show();
    const user = userEvent.setup();
    const today = 'domingo, 1 de marzo de 2026: 3 prácticas';
    const moves: [keys: string, lands: string][] = [
      ['{ArrowUp}', 'sábado, 28 de febrero de 2026: 1 práctica'],
      ['{ArrowLeft}', 'sábado, 21 de febrero de 2026: sin prácticas'],
      ['{ArrowRight}{ArrowDown}', today],
      // Past today there is nowhere to go.
      ['{ArrowDown}{ArrowRight}', today],
      ['{Home}', 'lunes, 5 de enero de 2026: 1 práctica'],
      ['{End}', today],
    ];
    await user.tab();
    expect(focused()).toBe(today);
    for (const [keys, lands] of moves) {
      await user.keyboard(keys);
      expect(focused(), keys).toBe(lands);
    }
    // The day in focus is also written out under the grid, and is the one tab stop.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });

  it('names a day a streak freeze covered, and shows the freeze in the legend', async () => {
    await show('es', ['2026-02-27']);
    expect(
      screen.getByLabelText(
        'viernes, 27 de febrero de 2026: sin prácticas · protegido por un protector de racha',
      ),
    ).toBeDefined();
    expect(screen.getByText('Protector de racha')).toBeDefined();
  });

  it('has no freeze legend without frozen days', async () => {
    await show();
    expect(screen.queryByText('Protector de racha')).toBeNull();
  });

  it('speaks the reader’s language', async () => {
    await show('en');
    expect(screen.getByText('5 practices in the last 12 months')).toBeDefined();
    expect(screen.getByLabelText('Sunday, March 1, 2026: 3 practices')).toBeDefined();
  });
});
