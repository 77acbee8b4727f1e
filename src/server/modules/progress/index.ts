// The module's public face: the only file other modules and the composition root import.
export { createProgressRepository } from './progress.repository.ts';
export { progressApi, progressRoutes } from './progress.routes.ts';
export { createProgressService } from './progress.service.ts';
export { createInsightsRepository } from './insights.repository.ts';
export { insightsApi, insightsRoutes } from './insights.routes.ts';
export { createInsightsService } from './insights.service.ts';
