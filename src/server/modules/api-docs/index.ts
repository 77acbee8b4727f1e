// The module's public face: the only file other modules and the composition root import.
export { apiDocsRoutes } from './api-docs.routes.ts';
