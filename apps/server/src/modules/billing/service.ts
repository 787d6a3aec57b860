import { type CardService, createCardService } from './cards/service';
import type { BillingDeps } from './deps';
import { createHandoverCodes } from './desk/codes';
import { createDeskService, type DeskService } from './desk/service';
import { createInvoicing } from './invoices/issuing';
import { createInvoiceService, type InvoiceService } from './invoices/service';
import { createPosting } from './ledger/posting';
import { createLedgerService, type LedgerService } from './ledger/service';
import { createOnlinePayments, type OnlinePayments } from './online/service';
import { createParcelMoney, type ParcelMoney, type PickupNotes } from './parcel-money';
import { createPurchaseMoney, type PurchaseMoney } from './purchase-money';
import { createRateService, type RateService } from './rates/service';
import { createTariffService, type TariffService } from './tariffs/service';

/** The billing's parts, each built once with the deps they share. */
export function createBilling(deps: BillingDeps) {
  const tariffs = createTariffService(deps);
  const rates = createRateService(deps);
  const posting = createPosting(deps, tariffs);
  const invoicing = createInvoicing(deps, rates);
  const codes = createHandoverCodes(deps);
  const ledger = createLedgerService(deps, { rates, codes, posting, invoicing });
  return {
    online: createOnlinePayments(deps, { rates, invoicing, posting }),
    cards: createCardService(deps),
    tariffs,
    rates,
    ledger,
    invoices: createInvoiceService(deps, { ledger, posting }),
    desk: createDeskService(deps, { rates, posting, invoicing, codes }),
    /** What the parcels module calls inside its units of work. */
    parcelMoney: createParcelMoney(deps, { posting, invoicing, codes, rates }),
    /** What the purchases module calls inside its units of work. */
    purchaseMoney: createPurchaseMoney({ posting, invoicing }),
  };
}

export type Billing = ReturnType<typeof createBilling>;
export type {
  CardService,
  DeskService,
  InvoiceService,
  LedgerService,
  OnlinePayments,
  ParcelMoney,
  PickupNotes,
  PurchaseMoney,
  RateService,
  TariffService,
};
