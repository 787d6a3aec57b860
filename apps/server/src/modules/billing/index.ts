export { billingRoutes } from './routes';
export { type BillingService, createBillingService } from './service';
