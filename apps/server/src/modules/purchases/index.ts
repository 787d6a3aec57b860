export { purchaseRoutes } from './routes';
export { createPurchaseService, PURCHASE_SUBMITS, type PurchaseService } from './service';
