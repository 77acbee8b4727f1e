// The module's public face: the only file other modules and the composition root import.
export {
  type UnlockedAchievement,
  createAchievementsService,
  type AchievementsService,
  type Award,
} from './achievements.service.ts';
export { pointsOf } from './award-judge.ts';
export { achievementsApi } from './achievements-api.ts';
export { achievementsRoutes } from './achievements.routes.ts';
export { createAchievementTextsRepository } from './achievement-texts.repository.ts';
export { createAchievementViews, type AchievementViews } from './achievement-views.service.ts';
export { type CatalogueRow, unlockedView } from './achievement-views.ts';
