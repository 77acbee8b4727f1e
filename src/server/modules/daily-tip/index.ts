// The module's public face: the only file other modules and the composition root import.
export { createDailyTipRepository } from './daily-tip.repository.ts';
export { commitmentRoutes, dailyTipApi, dailyTipRoutes } from './daily-tip.routes.ts';
export { createDailyTipService, type DailyTipService } from './daily-tip.service.ts';
