export { warehouseAddressRoutes } from './routes';
export { createWarehouseAddressService, type WarehouseAddressService } from './service';
