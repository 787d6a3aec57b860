export { createStorageFeeReminders, type StorageFeeReminderSummary, type StorageFeeReminders } from './job';
