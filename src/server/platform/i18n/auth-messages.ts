import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/auth.json' with { type: 'json' };

// Account, session and request-guard messages. The Spanish texts of the error catalogue
// (docs/product-rules.md, Validation and errors) are used word for word.
export const AUTH_MESSAGES = defineCatalogue(data);
export type AuthMessageCode = keyof typeof data.en;
