export { outsideRequestRoutes } from './routes';
export { createOutsideRequestService, type OutsideRequestService } from './service';
