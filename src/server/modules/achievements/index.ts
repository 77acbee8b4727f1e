// The module's public face: the only file other modules and the composition root import.
export {
  type UnlockedAchievement,
  createAchievementsService,
  type AchievementsService,
  type Award,
} from './achievements.service.ts';
export { pointsOf } from './award-judge.ts';
