import { loaders } from '#web/i18n/i18n.ts';

// The 'journeys' texts are listed with the app's namespaces only once this feature's code loads:
// that list is part of the home page's start-up script, which has a size budget. Every module of
// the feature imports api.ts, which imports this, so the texts are known before anything asks.
const own = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/journeys.json');
for (const [path, load] of Object.entries(own)) loaders[path.replace('../../', '../')] = load;
