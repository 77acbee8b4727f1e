// The module's public face: the only file other modules and the composition root import.
export { createAccountRepository } from './account.repository.ts';
export { accountApi } from './account-api.ts';
export { accountRoutes, sessionRoutes } from './account.routes.ts';
export { createAccountService } from './account.service.ts';
