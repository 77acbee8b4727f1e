import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Insights, InsightWeekView } from '#shared/api/insights.ts';
import { addDays } from '#shared/local-date.ts';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import { JOURNAL_QUERY_KEY } from '../../journal/keys.ts';
import { InsightsSection } from './insights-section.tsx';

// "How practice feels" as a user meets it: the picture, the sentence only the data allows, and
// the same numbers in a table for those who cannot see the picture.

const FIRST_MONDAY = '2025-12-15';

function weeks(): InsightWeekView[] {
  return Array.from({ length: 12 }, (_, i) => {
    const start = addDays(FIRST_MONDAY, 7 * i);
    const busy = i % 2 === 0;
    return {
      start,
      end: addDays(start, 6),
      complete: i < 11,
      practice_days: busy ? 4 : 1,
      mood_average: i === 10 ? null : busy ? 4.5 : 3,
      mood_notes: i === 10 ? 0 : busy ? 2 : 1,
      streak: busy ? 4 : 0,
      moons:
        i === 1 ? [{ kind: 'full', date: addDays(start, 2) }] : i === 3 ? [{ kind: 'new', date: start }] : [],
    };
  });
}

async function show(finding: Insights['finding'], language = 'es') {
  return (await render(finding, language)).chart;
}

async function render(finding: Insights['finding'], language = 'es') {
  const insights: Insights = { time_zone: 'Europe/Madrid', today: '2026-03-04', weeks: weeks(), finding };
  const server = fakeServer((sent) =>
    sent.path === '/api/v1/me/insights' ? answer(200, { success: true, data: insights }) : undefined,
  );
  const { queryClient } = await renderWithApp(<InsightsSection />, { language, namespaces: ['progress'] });
  const chart = await screen.findByRole('img', {
    name:
      language === 'es'
        ? 'Días de práctica, ánimo y racha de las últimas 12 semanas'
        : 'Practice days, mood and streak for the last 12 weeks',
  });
  return { chart, queryClient, requests: server.requests };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('insights section', () => {
  it('draws twelve weeks of bars, the mood line and the moons, described by the finding', async () => {
    const chart = await show({ kind: 'higher', difference: 1.5, practice_weeks: 5, other_weeks: 5 });
    expect(chart.querySelectorAll('[data-week]')).toHaveLength(12);
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    // A week without a mood breaks the line in two.
    expect(chart.querySelector('path.stroke-accent-ink')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(chart.querySelectorAll('[data-moon="full"]')).toHaveLength(1);
    expect(chart.querySelectorAll('[data-moon="new"]')).toHaveLength(1);
    expect(within(chart).getByText('22 dic')).toBeDefined(); // every other week on a narrow chart, ending with this one

    const described = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain(
      'Tu ánimo fue más alto en las semanas con tres o más días de práctica.',
    );
    expect(described?.textContent).toContain('1,5 puntos de diferencia');
  });

  it('offers the same numbers as a table, newest week first', async () => {
    await show({ kind: 'similar', practice_weeks: 5, other_weeks: 5 });
    expect(
      screen.getByText('Tu ánimo fue parecido en las semanas con más y con menos práctica.'),
    ).toBeDefined();
    await userEvent.setup().click(screen.getByText('Ver los números en una tabla'));
    const table = screen.getByRole('table', { name: 'Días de práctica, ánimo, racha y luna por semana' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('2 mar – 8 maresta semana');
    expect(cells(rows[0]!)).toEqual(['1', '3,0 (1 nota)', '0', '']);
    expect(cells(rows[1]!)).toEqual(['4', 'sin ánimo anotado', '4', '']);
    expect(cells(rows[10]!)).toEqual(['1', '3,0 (1 nota)', '0', 'Luna llena, 24 dic']);
    expect(cells(rows[11]!)).toEqual(['4', '4,5 (2 notas)', '4', '']);
  });

  it('says nothing it cannot know: with too few weeks, only the neutral sentence', async () => {
    await show({ kind: 'notEnough', practice_weeks: 1, other_weeks: 4 }, 'en');
    const finding = document.getElementById('insights-finding');
    expect(finding?.textContent).toBe(
      'With a few more weeks of moods in your journal notes, you’ll see here whether practice and mood move together.',
    );
    expect(screen.queryByText(/higher|lower/)).toBeNull();
  });

  it('reads the weeks again when a journal note changes', async () => {
    const { queryClient, requests } = await render({ kind: 'notEnough', practice_weeks: 0, other_weeks: 0 });
    queryClient.setQueryData([...JOURNAL_QUERY_KEY, 'list'], { entries: [] });
    await queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY_KEY });
    await vi.waitFor(() => expect(requests.filter((r) => r.path === '/api/v1/me/insights')).toHaveLength(2));
  });
});
