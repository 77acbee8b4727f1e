// The module's public face: the only file other modules and the composition root import.
export { moonApi, moonRoutes } from './moon.routes.ts';
export { createMoonService } from './moon.service.ts';
