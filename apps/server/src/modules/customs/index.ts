export { customsRoutes } from './routes';
export { type CustomsService, createCustomsService } from './service';
