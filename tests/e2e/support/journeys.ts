import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { nextDay } from '../../../src/shared/local-date.ts';
import { localDateOf } from '../../../src/shared/zoned-time.ts';
import { baseUrl } from './browser.ts';
import { signUpInPage, url } from './daily-tip.ts';

// Shortcuts for journeys about what follows joining a journey: an account that has joined one and
// done its day 1 through the API, and the parts of the pages that name today's step.

/** A journey as its content file holds it (content/journeys/*.json). */
export interface JourneyContent {
  slug: string;
  translations: Record<string, { title: string }>;
  days: readonly { day: number; translations: Record<string, { prompt: string }> }[];
}

/** A locale text with its `{{name}}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), text);

/** The journal prompt of a day of the journey, in `lang`. */
export function promptOf(journey: JourneyContent, day: number, lang: string): string {
  const prompt = journey.days.find((one) => one.day === day)?.translations[lang]?.prompt;
  if (!prompt) throw new Error(`${journey.slug} has no prompt for day ${day} in ${lang}`);
  return prompt;
}

/**
 * The zone of these journeys' browser and account, eleven hours behind UTC: its next day is
 * already today somewhere at any hour (UTC+13 has reached it), so the server takes that date from
 * a browser whose clock has moved there, as it takes no later one.
 */
export const WEST_ZONE = 'Pacific/Pago_Pago';

/**
 * Signs up in the page (which is left signed in, in `lang`), joins the journey and does its day 1
 * as a user would: completes its ritual, or marks its written practice done.
 */
export async function joinAndDoDayOne(page: Page, journey: JourneyContent, lang: string): Promise<void> {
  await signUpInPage(page, `journey-next-${lang}`, lang);
  const headers = { origin: baseUrl() };
  const zone = await page.request.patch(url('/api/v1/me'), { data: { timeZone: WEST_ZONE }, headers });
  expect(zone.status(), await zone.text()).toBe(200);
  const mine = `/api/v1/me/journeys/${journey.slug}`;
  const joined = await page.request.put(url(mine), { headers });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  const res = await page.request.get(url(`/api/v1/journeys/${journey.slug}?lang=${lang}`));
  const { data } = (await res.json()) as { data: { days: { day: number; ritual: { id: number } | null }[] } };
  const ritual = data.days.find((one) => one.day === 1)?.ritual;
  const done = ritual
    ? await page.request.post(url('/api/v1/me/completions'), { data: { ritual_id: ritual.id }, headers })
    : await page.request.post(url(`${mine}/days/1`), { headers });
  expect(done.status(), await done.text()).toBeLessThan(300);
}

/** Midday of the day after today in WEST_ZONE, as an instant. */
export const middayTomorrow = () => new Date(`${nextDay(localDateOf(Date.now(), WEST_ZONE))}T23:00:00Z`);

/** The step card's line for each journey followed (home and daily-tip pages). */
export function stepCardLines(page: Page): Locator {
  return page.getByTestId('journeys-today').getByRole('link');
}
