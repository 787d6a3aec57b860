export { parcelRoutes } from './routes';
export { parcelCreateBody } from './schemas';
export { createParcelService, type ParcelService } from './service';
export type { AnnouncementClaims } from './service/parts';
