import { authApi } from '../auth/index.ts';
import { betterAuthApi } from '../auth/index.ts';
import { catalogueApi } from '../catalogue/index.ts';
import { dailyTipApi } from '../daily-tip/index.ts';
import { healthApi } from '../health/index.ts';
import type { ApiRoute } from '../../platform/http/api-route.ts';
import { journalApi } from '../journal/index.ts';
import { journeysApi } from '../journeys/index.ts';
import { accountApi } from '../account/index.ts';
import { moonApi } from '../moon/index.ts';
import { insightsApi, progressApi } from '../progress/index.ts';
import { achievementsApi } from '../achievements/index.ts';
import { completionsApi } from '../completions/index.ts';
import { remindersApi } from '../reminders/index.ts';
import { shopApi } from '../shop/index.ts';

/** Every documented route, in the order the reference shows them. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...Object.values(catalogueApi),
  ...Object.values(dailyTipApi),
  ...Object.values(completionsApi),
  ...Object.values(progressApi),
  ...Object.values(achievementsApi),
  ...Object.values(insightsApi),
  ...Object.values(accountApi),
  ...Object.values(remindersApi),
  ...Object.values(shopApi),
  ...Object.values(journalApi),
  ...Object.values(journeysApi),
  ...Object.values(moonApi),
  ...Object.values(authApi),
  ...betterAuthApi,
  ...Object.values(healthApi),
];
