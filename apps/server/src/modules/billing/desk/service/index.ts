import type { BillingDeps } from '../../deps';
import type { Invoicing } from '../../invoices/issuing';
import type { Posting } from '../../ledger/posting';
import type { RateService } from '../../rates/service';
import type { HandoverCodes } from '../codes';
import { deskDay } from './day';
import { deskHandover } from './handover';
import { deskLookup } from './lookup';
import { deskParts } from './parts';
import { deskPayments } from './payments';

/**
 * «Выдача», one file per job: find a client, take a payment against their invoices (once per
 * idempotency key) or give money back, hand parcels over against the handover code, send the code
 * again, and the day's cash.
 */
export function createDeskService(
  deps: BillingDeps,
  parts: { rates: RateService; posting: Posting; invoicing: Invoicing; codes: HandoverCodes },
) {
  const shared = deskParts(deps, parts);
  return {
    ...deskLookup(shared),
    ...deskPayments(shared),
    ...deskHandover(shared),
    ...deskDay(shared),
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
