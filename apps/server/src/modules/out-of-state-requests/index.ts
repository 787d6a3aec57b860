export { outOfStateRequestRoutes } from './routes';
export { createOutOfStateRequestService, OUT_OF_STATE_SUBMITS, type OutOfStateRequestService } from './service';
