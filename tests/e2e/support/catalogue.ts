import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** The fields of a ritual the journeys compare against (as the API serves them). */
export interface ApiRitual {
  id: number;
  title: string;
  type: string;
  intention: string;
  culture: string;
  moment: string;
  objects: string[];
  steps: string[];
  origin_explanation: string;
}

export type Lang = 'es' | 'en' | 'fr' | 'pt';
export type Group = 'intention' | 'type' | 'culture' | 'moment';

/** The active catalogue in `lang`, in the API's order (by popularity), which the grid keeps. */
export async function fetchRituals(lang: Lang = 'es'): Promise<ApiRitual[]> {
  const response = await fetch(`${baseUrl()}/api/v1/rituals?lang=${lang}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { success: boolean; data: ApiRitual[] };
  expect(body.success).toBe(true);
  expect(body.data.length).toBeGreaterThan(0);
  return body.data;
}

export const titles = (rituals: readonly ApiRitual[]): string[] => rituals.map((r) => r.title);

/** The home page shows this many results first, then more on "Show more" or scrolling. */
export const FIRST_PAGE = 24;
export const firstPage = <T>(list: readonly T[]): T[] => list.slice(0, FIRST_PAGE);

/** Lower case without diacritics, written independently of the app's own folding. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Rituals whose title, steps, origin or objects contain the whole query (accent/case-folded). */
export function exactMatches(rituals: readonly ApiRitual[], query: string): ApiRitual[] {
  const q = fold(query);
  return rituals.filter((r) =>
    [r.title, r.steps.join('\n'), r.origin_explanation, r.objects.join('\n')].some((field) =>
      fold(field).includes(q),
    ),
  );
}

/** How many rituals have each value of a group, most common first. */
export function valueCounts(rituals: readonly ApiRitual[], group: Group): [string, number][] {
  const counts = new Map<string, number>();
  for (const ritual of rituals) counts.set(ritual[group], (counts.get(ritual[group]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * The card titles, in grid order: the level-3 headings of the main region's list items (the moon
 * card's "Good for tonight" row has a level-3 heading of its own, outside any list item).
 */
export function cardHeadings(page: Page): Locator {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
}

export function cardTitles(page: Page): Promise<string[]> {
  return cardHeadings(page).allTextContents();
}

/** Waits until the grid shows exactly `expected`, in that order. */
export async function expectCards(page: Page, expected: readonly string[]): Promise<void> {
  await expect.poll(() => cardTitles(page), { timeout: 15_000, interval: 100 }).toEqual(expected);
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(pathname);
}

/** The URL's query as sorted name=value pairs, for comparing filter states. */
export function queryOf(page: Page): string[] {
  return [...new URL(page.url()).searchParams].map(([k, v]) => `${k}=${v}`).sort();
}

export async function expectQuery(page: Page, expected: readonly string[]): Promise<void> {
  await expect.poll(() => queryOf(page), { timeout: 10_000 }).toEqual([...expected].sort());
}

export function url(path: string): string {
  return new URL(path, baseUrl()).toString();
}
