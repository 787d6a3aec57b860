import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingKeys } from './billing';
import { api, apiDownload, saveDownload } from './client';
import { moneyChanged } from './money';
import { useInvalidatingMutation } from './mutation';
import type { RequestBody } from './operations';

// «Выдача» and «Касса за день» (docs/money.md#the-desk-выдача): a client found by a scan or a code,
// the money taken, the parcels handed over, the code sent again, the day's cash.

export const deskKeys = {
  all: ['desk'] as const,
  client: (scan: string) => [...deskKeys.all, 'client', scan] as const,
  report: (filters: ReportFilters) =>
    [...deskKeys.all, 'report', { date: filters.date ?? null, operator: filters.operator ?? null }] as const,
};

/** A client and their parcels at the pickup point, by what was scanned or typed (a track number or a client code); idle without one. */
export function useDeskClient(scan: string | null) {
  return useQuery({
    queryKey: deskKeys.client(scan ?? ''),
    queryFn: ({ signal }) => api.get('/api/desk/clients/', { signal, query: { scan } }),
    enabled: Boolean(scan),
    // What a client owes grows with storage: asked again whenever the desk comes back to it.
    staleTime: 0,
  });
}

/**
 * A key made once per payment dialog: a double click, or a retry after a lost answer, sends it again
 * and the server answers the one payment it made. Random bytes rather than crypto.randomUUID, which
 * browsers give only on https and localhost (a desk on the office network may be plain http).
 */
export function newPaymentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `desk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function useDeskPayment() {
  return useInvalidatingMutation(
    (input: RequestBody<'post', '/api/desk/payments/'>) => api.post('/api/desk/payments/', { body: input }),
    moneyChanged,
  );
}

export function useDeskRefund() {
  return useInvalidatingMutation(
    (input: RequestBody<'post', '/api/desk/refunds/'>) => api.post('/api/desk/refunds/', { body: input }),
    moneyChanged,
  );
}

export function useHandover() {
  return useInvalidatingMutation(
    (input: RequestBody<'post', '/api/desk/handover/'>) => api.post('/api/desk/handover/', { body: input }),
    moneyChanged,
  );
}

/** A new handover code for the client of this parcel (the old one stops working), mailed and shown on their page. */
export function useResendHandoverCode() {
  return useInvalidatingMutation(
    (parcelId: number) => api.post('/api/warehouses/product/{id}/handover_code/', { path: { id: parcelId } }),
    // The code is shown with the balance (the owner's) and its lock with the desk's client.
    () => [billingKeys.all, deskKeys.all],
  );
}

// ---- «Касса за день»

export interface ReportFilters {
  /** YYYY-MM-DD; today when left out. */
  date?: string;
  /** An operator's id (admins); everyone's when left out. */
  operator?: number;
}

export function useDeskReport(filters: ReportFilters) {
  return useQuery({
    queryKey: deskKeys.report(filters),
    queryFn: ({ signal }) => api.get('/api/desk/report/', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/** The same report as a spreadsheet, saved by the browser. */
export async function downloadDeskReport(filters: ReportFilters): Promise<void> {
  const query = new URLSearchParams();
  if (filters.date) query.set('date', filters.date);
  if (filters.operator) query.set('operator', String(filters.operator));
  const search = query.toString();
  saveDownload(await apiDownload(`/api/desk/report.xlsx${search ? `?${search}` : ''}`, `kassa-${filters.date ?? 'today'}.xlsx`));
}
