import type { Journey } from '#shared/api/journeys.ts';

/**
 * The journey as schema.org data for search engines: a data block (application/ld+json), which the
 * CSP does not treat as a script. `<` is escaped so no text can close the element.
 */
export function JourneyStructuredData({
  journey,
  language,
  stepName,
}: {
  journey: Journey;
  language: string;
  stepName: (day: Journey['days'][number]) => string;
}) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: journey.title,
    description: journey.summary,
    inLanguage: language,
    step: journey.days.map((day) => ({
      '@type': 'HowToStep',
      position: day.day,
      name: stepName(day),
      text: day.why,
    })),
  };
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  // oxlint-disable-next-line react/no-danger -- JSON data, escaped above, never markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
