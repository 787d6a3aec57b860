import { INVOICE_MSG, INVOICE_STATUSES, INVOICES_PAGE_SIZE, idField, LEDGER_MSG, LEDGER_PAGE_SIZE } from '@kerben/domain';
import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { optionalFilter } from '../../http/params';

// What only the server reads: the lists' queries with their page sizes.

/** `?user=`: whose account the staff ask about (a customer's own is theirs whatever they send). */
const userFilter = optionalFilter(idField(() => LEDGER_MSG.userInvalid));

export const balanceQuery = z.object({ user: userFilter });

export const ledgerQuery = paginationQuery(LEDGER_PAGE_SIZE).extend({ user: userFilter });
export type LedgerQuery = z.output<typeof ledgerQuery>;

export const invoiceListQuery = paginationQuery(INVOICES_PAGE_SIZE).extend({
  user: optionalFilter(idField(() => INVOICE_MSG.userInvalid)),
  status: optionalFilter(z.enum(INVOICE_STATUSES, { error: () => INVOICE_MSG.statusInvalid })),
  /** One parcel's invoices (the paid badge of a parcel leads to them). */
  parcel: optionalFilter(idField(() => INVOICE_MSG.parcelInvalid)),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/** `/api/payments/{provider}/result/`: the provider's name as the path says it (an unknown one is a 404). */
export const providerParams = z.object({ provider: z.string().max(30) });

/** A provider's callback: form fields (urlencoded or multipart), each one text (the card-saving result is XML in pg_xml). */
export const providerCallbackBody = z.record(z.string().max(100), z.string().max(20_000));
