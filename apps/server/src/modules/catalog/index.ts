export { CATALOG_CHANNEL } from './queries';
export { catalogRoutes } from './routes';
export { type CatalogService, createCatalogService } from './service';
