export { catalogRoutes } from './routes';
export { type CatalogService, createCatalogService } from './service';
