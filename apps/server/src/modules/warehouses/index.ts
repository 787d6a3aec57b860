export { warehouseRoutes } from './routes';
export { createWarehouseService, type WarehouseService } from './service';
