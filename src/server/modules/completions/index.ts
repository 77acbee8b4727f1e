// The module's public face: the only file other modules and the composition root import.
export { completionsApi } from './completions-api.ts';
export { createCompletionsRepository } from './completions.repository.ts';
export { completionsRoutes } from './completions.routes.ts';
export { createCompletionsService, type CompletionsService } from './completions.service.ts';
