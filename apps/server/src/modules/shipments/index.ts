export { shipmentRoutes } from './routes';
export { createShipmentService, type ShipmentService } from './service';
