// The module's public face: the only file other modules and the composition root import.
export { shopApi } from './shop-api.ts';
export { createShopRepository } from './shop.repository.ts';
export { shopRoutes, walletRoutes } from './shop.routes.ts';
export { createShopService } from './shop.service.ts';
