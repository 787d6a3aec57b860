// The billing: saved cards, the tariff, exchange rates, the ledger, invoices and the pickup desk
// (docs/money.md). Other modules call it inside their own unit of work through what this file exports.

export type { BillingDeps, SetParcelStatus } from './deps';
export type { PriceFacts } from './ledger/posting';
export type { ServiceCharge } from './parcel-money';
export type { PaidPurchase } from './purchase-money';
export { billingRoutes } from './routes';
export {
  type Billing,
  type CardService,
  createBilling,
  type DeskService,
  type InvoiceService,
  type LedgerService,
  type ParcelMoney,
  type PickupNotes,
  type PurchaseMoney,
  type RateService,
  type TariffService,
} from './service';
