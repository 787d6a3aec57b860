import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { moneyChanged, moneyKeys } from './money';
import { useInvalidatingMutation } from './mutation';
import type { RequestBody } from './operations';

// Paying online through the payment provider (docs/payments.md): whether it is on, the open
// invoices to pay, a payment started (the provider's page to open, or a saved card charged), a
// payment watched until the provider's word lands, a card saved on the provider's page.

export const paymentKeys = {
  all: ['payments'] as const,
  openInvoices: () => [...paymentKeys.all, 'open-invoices'] as const,
  online: (id: number) => [...paymentKeys.all, 'online', id] as const,
};

/** Whether the server has a payment provider: the online buttons show only then. */
export function useOnlinePaymentEnabled() {
  return useQuery({
    // The balance's own query (useBalance), so «Баланс и счета» on the same page asks once.
    queryKey: moneyKeys.balance({}),
    queryFn: ({ signal }) => api.get('/api/billing/balance/', { signal, query: { user: undefined } }),
    select: (balance) => balance.online_payment,
  });
}

/** One's own open invoices, oldest first (the ones to pay). */
export function useOpenInvoices() {
  return useQuery({
    queryKey: paymentKeys.openInvoices(),
    queryFn: ({ signal }) => api.get('/api/invoices/', { signal, query: { status: 'open', page_size: 50 } }),
    select: (page) => [...page.results].reverse(),
  });
}

// While the provider has not spoken, the page asks again every 2 seconds.
const WATCH_MS = 2000;

/** A payment, asked again while it is pending. */
export function useOnlinePayment(id: number) {
  return useQuery({
    queryKey: paymentKeys.online(id),
    queryFn: ({ signal }) => api.get('/api/payments/online/{id}/', { signal, path: { id } }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? WATCH_MS : false),
  });
}

const changed = () => [paymentKeys.all, ...moneyChanged()];

/** What a payment is for: open invoices or a top-up (cents), with a saved card or none (the provider's page). */
export type PayOnlineBody = RequestBody<'post', '/api/payments/'>;

/** Starts a payment: its `redirect_url` is the provider's page to open; without one a saved card was charged. */
export function usePayOnline() {
  return useInvalidatingMutation((body: PayOnlineBody) => api.post('/api/payments/', { body }), changed);
}

/** The provider's page where a card is saved. */
export function useSaveCardOnline() {
  return useInvalidatingMutation(
    () => api.post('/api/billing/cards/save/'),
    () => [],
  );
}

/** An admin gives an online payment (the ledger's payment `payment`) back to the card, all or `amount` of it. */
export function useRefundOnline() {
  return useInvalidatingMutation(
    ({ payment, body }: { payment: number; body: RequestBody<'post', '/api/payments/{id}/refund/'> }) =>
      api.post('/api/payments/{id}/refund/', { path: { id: payment }, body }),
    changed,
  );
}

/** A key made once per payment dialog: a double click sends it twice and is charged once. */
export const newPaymentKey = () => `web-${crypto.randomUUID()}`;

/** Sends the browser to the provider's page (outside the app). */
export const goToProvider = (url: string) => window.location.assign(url);
