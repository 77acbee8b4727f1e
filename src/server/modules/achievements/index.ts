// The module's public face: the only file other modules and the composition root import.
export { countsFromRows, type CountsRow, type UserAwardCounts } from './achievements.repository.ts';
export {
  type UnlockedAchievement,
  createAchievementsService,
  type AchievementsService,
  type Award,
} from './achievements.service.ts';
export { countsAfterAward, pointsOf, withCompletion } from './award-judge.ts';
export { createAwardKeep } from './award-keep.ts';
