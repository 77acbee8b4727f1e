// The module's public face: the only file other modules and the composition root import.
export { catalogueFastPath, createServerWith, type FastPath } from './catalogue-fast-path.ts';
export { createCatalogueRepository } from './catalogue.repository.ts';
export { catalogueApi, catalogueRoutes } from './catalogue.routes.ts';
export { createCatalogueService, type CatalogueService } from './catalogue.service.ts';
