import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/request.json' with { type: 'json' };

// Refusals of malformed or abusive requests and of requests the server cannot serve right now.
export const REQUEST_MESSAGES = defineCatalogue(data);
export type RequestMessageCode = keyof typeof data.en;
