import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/daily-tip.json' with { type: 'json' };

// Daily tip and commitment messages. 'No tips found' is the product's text (docs/product-rules.md,
// Daily tip); the refusals follow src/shared/commitment-date.ts, one code per reason, so the user
// reads what went wrong, and a ritual completion kept on the device is refused by the same rule
// (madeAtRefusal).
export const DAILY_TIP_MESSAGES = defineCatalogue(data);
export type DailyTipMessageCode = keyof typeof data.en;
