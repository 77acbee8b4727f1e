// The module's public face: the only file other modules and the composition root import.
export { seoRoutes } from './seo.routes.ts';
export { webAppRoutes } from './web-app.ts';
