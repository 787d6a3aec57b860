export { parcelRoutes } from './routes';
export { type ParcelCreateBody, parcelCreateBody } from './schemas';
export { createParcelService, type ParcelService } from './service';
