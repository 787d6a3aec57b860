export { announcementClaims } from './claims';
export { expectedParcelRoutes } from './routes';
export { createExpectedParcelService, type ExpectedParcelService } from './service';
