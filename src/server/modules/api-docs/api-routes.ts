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

// Each module's routes, in the order the reference shows them; better-auth's own come before health.
const MODULE_APIS: readonly Record<string, ApiRoute>[] = [
  catalogueApi,
  dailyTipApi,
  completionsApi,
  progressApi,
  achievementsApi,
  insightsApi,
  accountApi,
  remindersApi,
  shopApi,
  journalApi,
  journeysApi,
  moonApi,
  authApi,
];

/** Every documented route, in the order the reference shows them. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...MODULE_APIS.flatMap((api) => Object.values(api)),
  ...betterAuthApi,
  ...Object.values(healthApi),
];
