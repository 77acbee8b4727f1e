// The module's public face: the only file other modules and the composition root import.
export { journalApi } from './journal-api.ts';
export { createJournalRepository } from './journal.repository.ts';
export { journalRoutes } from './journal.routes.ts';
export { createJournalService } from './journal.service.ts';
