export { seedCountryFlags } from './flags';
export { presentCountryWithFlag } from './present';
export { referenceRoutes } from './routes';
export { createReferenceService, type ReferenceService } from './service';
