export { parcelRoutes } from './routes';
export { createParcelService, type ParcelService } from './service';
