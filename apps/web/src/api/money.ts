import type { Invoice, InvoiceStatus } from '@kerben/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingKeys } from './billing';
import { api, openDownload } from './client';
import { useInvalidatingMutation } from './mutation';
import type { RequestBody } from './operations';

// A customer's money (docs/money.md): the balance, the invoices and the ledger, read by the customer
// (their own) and by the staff (anyone's, `user`); the admins' void of an invoice, correction by
// hand and exchange rates.

/** Whose account: the customer's own (undefined), or a customer's the staff look at. */
export interface AccountFilter {
  user?: number;
}

export interface InvoiceFilters extends AccountFilter {
  status?: InvoiceStatus;
  parcel?: number;
  page?: number;
  pageSize?: number;
}

export interface LedgerFilters extends AccountFilter {
  page?: number;
}

export const moneyKeys = {
  balance: (filter: AccountFilter) => [...billingKeys.all, 'balance', filter.user ?? null] as const,
  invoices: ['invoices'] as const,
  invoiceList: (filters: InvoiceFilters) =>
    [
      ...moneyKeys.invoices,
      {
        user: filters.user ?? null,
        status: filters.status ?? null,
        parcel: filters.parcel ?? null,
        page: filters.page ?? 1,
        pageSize: filters.pageSize ?? null,
      },
    ] as const,
  ledger: ['ledger'] as const,
  ledgerPage: (filters: LedgerFilters) => [...moneyKeys.ledger, { user: filters.user ?? null, page: filters.page ?? 1 }] as const,
  rates: ['rates'] as const,
};

/** What moves when money does: balances, invoices, the ledger, the desk, and parcels' paid flags. */
export const moneyChanged = () => [billingKeys.all, moneyKeys.invoices, moneyKeys.ledger, ['desk'], ['parcels']];

/** The balance, what is owed, the parcels at the pickup point and (to the owner) the handover code. */
export function useBalance(filter: AccountFilter = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moneyKeys.balance(filter),
    queryFn: ({ signal }) => api.get('/api/billing/balance/', { signal, query: { user: filter.user } }),
    enabled: options.enabled ?? true,
  });
}

/** A page of invoices with their lines, newest first; the page on screen stays while the next loads. */
export function useInvoices(filters: InvoiceFilters = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moneyKeys.invoiceList(filters),
    queryFn: ({ signal }) =>
      api.get('/api/invoices/', {
        signal,
        query: {
          user: filters.user,
          status: filters.status,
          parcel: filters.parcel,
          page: filters.page ?? 1,
          page_size: filters.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** A page of the ledger, newest first. */
export function useLedger(filters: LedgerFilters = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moneyKeys.ledgerPage(filters),
    queryFn: ({ signal }) => api.get('/api/ledger/', { signal, query: { user: filters.user, page: filters.page ?? 1 } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Opens an invoice's A4 PDF in a new tab. */
export const openInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  openDownload(`/api/invoices/${invoice.id}/pdf/`, `invoice-${invoice.number}.pdf`);

/** Opens a payment's receipt (80 mm) in a new tab. */
export const openReceipt = (paymentId: number) => openDownload(`/api/payments/${paymentId}/receipt/`, `receipt-${paymentId}.pdf`);

/** An admin voids an invoice with the reason; its charges are reversed. */
export function useVoidInvoice() {
  return useInvalidatingMutation(
    ({ id, reason }: { id: number; reason: string }) => api.post('/api/invoices/{id}/void/', { path: { id }, body: { reason } }),
    moneyChanged,
  );
}

/** An admin's correction by hand: a charge (negative cents) or a credit, with the reason. */
export function useAdjustLedger() {
  return useInvalidatingMutation(
    (input: RequestBody<'post', '/api/ledger/adjustments/'>) => api.post('/api/ledger/adjustments/', { body: input }),
    moneyChanged,
  );
}

// ---- Exchange rates («Курсы валют», admins)

export function useRates() {
  return useQuery({
    queryKey: moneyKeys.rates,
    queryFn: ({ signal }) => api.get('/api/settings/rates/', { signal }),
  });
}

/** Sets a day's rates; every amount shown in som or roubles follows. */
export function useUpdateRates() {
  return useInvalidatingMutation(
    (input: RequestBody<'patch', '/api/settings/rates/'>) => api.patch('/api/settings/rates/', { body: input }),
    () => [moneyKeys.rates, ...moneyChanged()],
  );
}
