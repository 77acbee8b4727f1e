import { authApi } from '../auth/auth.routes.ts';
import { betterAuthApi } from '../auth/auth-api.ts';
import { catalogueApi } from '../catalogue/catalogue.routes.ts';
import { dailyTipApi } from '../daily-tip/daily-tip.routes.ts';
import { healthApi } from '../health/health.routes.ts';
import type { ApiRoute } from '../http/api-route.ts';
import { journalApi } from '../journal/journal-api.ts';
import { meApi } from '../me/me.routes.ts';
import { moonApi } from '../moon/moon.routes.ts';
import { progressApi } from '../progress/progress.routes.ts';
import { remindersApi } from '../reminders/reminders-api.ts';
import { shopApi } from '../shop/shop-api.ts';

/** Every documented route, in the order the reference shows them. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...Object.values(catalogueApi),
  ...Object.values(dailyTipApi),
  ...Object.values(progressApi),
  ...Object.values(meApi),
  ...Object.values(remindersApi),
  ...Object.values(shopApi),
  ...Object.values(journalApi),
  ...Object.values(moonApi),
  ...Object.values(authApi),
  ...betterAuthApi,
  ...Object.values(healthApi),
];
