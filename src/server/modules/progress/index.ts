// The module's public face: the only file other modules and the composition root import.
export { createProgressRepository } from './progress.repository.ts';
export { progressApi, progressRoutes } from './progress.routes.ts';
export { createProgressService } from './progress.service.ts';
