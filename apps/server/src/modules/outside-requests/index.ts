export { outsideRequestRoutes } from './routes';
export { createOutsideRequestService, OUTSIDE_SUBMITS, type OutsideRequestService } from './service';
