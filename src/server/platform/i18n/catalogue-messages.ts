import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/catalogue.json' with { type: 'json' };

// Refusals of the catalogue query (GET /api/v1/rituals), one code per parameter so the message
// says what to fix.
export const CATALOGUE_MESSAGES = defineCatalogue(data);
export type CatalogueMessageCode = keyof typeof data.en;
