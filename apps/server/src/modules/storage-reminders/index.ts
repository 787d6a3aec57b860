export { createStorageReminders, type StorageReminderSummary, type StorageReminders } from './service';
