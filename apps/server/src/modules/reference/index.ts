export { seedCountryFlags } from './flags';
export { referenceRoutes } from './routes';
export { createReferenceService, type ReferenceService } from './service';
