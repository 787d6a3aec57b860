export type { BalanceLookup, ParcelLookup } from './commands';
export { telegramRoutes } from './routes';
export { createTelegramDelivery, createTelegramService, type TelegramService, type TelegramSettings } from './service';
