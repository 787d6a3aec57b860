export { expectedParcelRoutes } from './routes';
export { createExpectedParcelService, type ExpectedParcelService } from './service';
