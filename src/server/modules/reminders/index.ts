// The module's public face: the only file other modules and the composition root import.
export { remindersApi } from './reminders-api.ts';
export { createPushSender } from './push-sender.ts';
export { createReminderScheduler, type ReminderScheduler } from './reminder-scheduler.ts';
export { createRemindersRepository } from './reminders.repository.ts';
export { calendarRoutes, remindersMeRoutes, remindersPublicRoutes } from './reminders.routes.ts';
export { createRemindersService, type RemindersService } from './reminders.service.ts';
export { resolveVapidKeys } from './vapid-keys.ts';
