// The module's public face: the only file other modules and the composition root import.
export { healthApi, healthRoutes, readyRoutes } from './health.routes.ts';
