export { parcelRoutes } from './routes';
export { parcelCreateBody } from './schemas';
export { createParcelService, type ParcelService } from './service';
export type { BoxMeasures } from './service/combine';
export type { AnnouncementClaims, StatusListener } from './service/parts';
