import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/journey.json' with { type: 'json' };

// Journey messages.
export const JOURNEY_MESSAGES = defineCatalogue(data);
export type JourneyMessageCode = keyof typeof data.en;
