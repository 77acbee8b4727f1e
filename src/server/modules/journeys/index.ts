// The module's public face: the only file other modules and the composition root import.
export { journeysApi } from './journeys-api.ts';
export { createJourneysRepository } from './journeys.repository.ts';
export { journeyRoutes, myJourneyRoutes } from './journeys.routes.ts';
export { createJourneysService, type JourneysService } from './journeys.service.ts';
export type { StepOfDay } from './journey-reminders.ts';
