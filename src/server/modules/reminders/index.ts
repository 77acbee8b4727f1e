// The module's public face: the only file other modules and the composition root import.
export { remindersApi } from './reminders-api.ts';
export { createReminders } from './reminders.ts';
