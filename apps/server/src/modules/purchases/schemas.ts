import {
  booleanField,
  dateField,
  MSG,
  PURCHASE_MSG,
  PURCHASE_STATES,
  PURCHASES_PAGE_SIZE,
  positiveNumberField,
  purchaseSchema,
  purchaseUpdateSchema,
} from '@kerben/domain';
import { z } from 'zod';
import { optionalUpload, requiredUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';
import { optionalFilter } from '../../http/params';

// Request bodies: the shared form schema plus its screenshots, the payment confirmation of an update.

export const purchaseCreateBody = purchaseSchema.extend({
  purchase_image: requiredUpload(() => MSG.required),
  purchase_image_2: optionalUpload,
});
export const purchaseUpdateBody = purchaseUpdateSchema.extend({
  payment_confirmation: optionalUpload,
  /** The existing client's save (transitions.ts `withOlderClientFields`): the price it shows, and "bought". */
  price: positiveNumberField({ invalid: () => PURCHASE_MSG.priceInvalid }).optional(),
  status_request: booleanField({ invalid: () => PURCHASE_MSG.stateInvalid }).optional(),
});
export type PurchaseCreateBody = z.output<typeof purchaseCreateBody>;
export type PurchaseUpdateBody = z.output<typeof purchaseUpdateBody>;

const priceFilter = optionalFilter(
  z.coerce.number({ error: () => PURCHASE_MSG.filterInvalid }).min(0, { error: () => PURCHASE_MSG.filterInvalid }),
);

export const myPurchasesQuery = paginationQuery(PURCHASES_PAGE_SIZE);
export type MyPurchasesQuery = z.output<typeof myPurchasesQuery>;

/** The operators' list and its filters: name, day, price range, state, paid. */
export const purchaseListQuery = paginationQuery(PURCHASES_PAGE_SIZE).extend({
  name: optionalFilter(z.string().trim().max(200)),
  date: optionalFilter(dateField({ invalid: () => PURCHASE_MSG.filterInvalid })),
  price_min: priceFilter,
  price_max: priceFilter,
  state: optionalFilter(z.enum(PURCHASE_STATES, { error: () => PURCHASE_MSG.filterInvalid })),
  paid: optionalFilter(booleanField({ invalid: () => PURCHASE_MSG.filterInvalid })),
});
export type PurchaseListQuery = z.output<typeof purchaseListQuery>;
