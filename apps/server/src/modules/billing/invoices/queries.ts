import type { InvoiceStatus } from '@kerben/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { fetchPage, idsThenRows, keptCount, type PageRequest, type RowOf, rowsByIds } from '../../../db/list';
import { inserted } from '../../../db/rows';
import {
  invoiceCounters,
  invoiceLines,
  invoices,
  ledgerEntries,
  parcels,
  payments,
  purchaseRequests,
  users,
} from '../../../db/schema';
import { clientColumns } from '../../../db/shared-columns';

export type InvoiceRecord = typeof invoices.$inferSelect;

/**
 * The next invoice number of a year, inside the invoice's transaction: the counter's row is
 * locked by the update until the transaction ends, so parallel invoices wait for each other, and
 * a rollback gives the number back (no gap, no repeat).
 */
export async function nextSeq(db: DbOrTx, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter not taken');
  return row.last;
}

export async function insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRecord> {
  return inserted(await db.insert(invoices).values(values).returning(), invoices);
}

/** Adds entries as lines (each shows what it adds: a charge positive) and their sum to the total. */
export async function addLines(
  db: DbOrTx,
  invoiceId: number,
  entries: Array<{ id: number; amountUsdCents: number }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(invoiceLines)
    .values(entries.map((entry) => ({ invoiceId, entryId: entry.id, amountUsdCents: -entry.amountUsdCents })));
  const added = entries.reduce((sum, entry) => sum - entry.amountUsdCents, 0);
  await db
    .update(invoices)
    .set({ totalUsdCents: sql`${invoices.totalUsdCents} + ${added}`, updatedAt: sql`now()` })
    .where(eq(invoices.id, invoiceId));
}

/** The parcel's open invoice, if any (there is at most one), locked when asked. */
export async function openInvoiceOfParcel(
  db: DbOrTx,
  parcelId: number,
  { forUpdate = false } = {},
): Promise<InvoiceRecord | undefined> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.parcelId, parcelId), eq(invoices.status, 'open')));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The open invoices of these parcels. */
export const openInvoicesOfParcels = (db: DbOrTx, parcelIds: number[]) =>
  parcelIds.length === 0
    ? Promise.resolve([] as InvoiceRecord[])
    : db
        .select()
        .from(invoices)
        .where(and(inArray(invoices.parcelId, parcelIds), eq(invoices.status, 'open')))
        .orderBy(asc(invoices.id));

/** Invoices by id, locked in the order of their ids (two payments lock them alike, so they queue rather than deadlock). */
export const lockInvoices = (db: DbOrTx, ids: number[]) =>
  db.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for('update');

export async function markPaid(db: DbOrTx, ids: number[], paymentId: number): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'paid', paymentId, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(invoices.id, ids));
}

export async function markVoid(db: DbOrTx, id: number, values: { reason: string; by: number }): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'void', voidReason: values.reason, voidedBy: values.by, voidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(invoices.id, id));
}

/** The entries on an invoice, with what each adds. */
const selectLines = (db: DbOrTx) =>
  db
    .select({ line: invoiceLines, entry: ledgerEntries })
    .from(invoiceLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, invoiceLines.entryId))
    .$dynamic();
export type LineRow = RowOf<typeof selectLines>;

/** Prepared once per number of invoices (a page's, or one), so a list page is not planned again. */
export const linesOf = async (db: DbOrTx, invoiceIds: number[]): Promise<LineRow[]> =>
  invoiceIds.length === 0
    ? []
    : rowsByIds(db, 'invoice_lines_of', invoiceIds, invoiceIds.length, (slots, name) =>
        selectLines(db).where(inArray(invoiceLines.invoiceId, slots)).orderBy(asc(invoiceLines.id)).prepare(name),
      );

/**
 * A parcel's paid flag for the older clients: its invoices are paid (one at least, and none open).
 * When it was paid: the last payment's time. Rows whose flag does not change are left alone.
 */
export async function refreshPaidFlags(db: DbOrTx, parcelIds: number[]): Promise<void> {
  if (parcelIds.length === 0) return;
  const ids = sql.join(
    parcelIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    with flags as (
      select p.id,
        exists(select 1 from ${invoices} i where i.parcel_id = p.id and i.status = 'paid')
          and not exists(select 1 from ${invoices} i where i.parcel_id = p.id and i.status = 'open') as paid,
        (select max(i.paid_at) from ${invoices} i where i.parcel_id = p.id and i.status = 'paid') as paid_at
      from ${parcels} p where p.id in (${ids})
    )
    update ${parcels} p set is_paid = f.paid, paid_at = case when f.paid then f.paid_at end, updated_at = now()
    from flags f
    where p.id = f.id and (p.is_paid <> f.paid or p.paid_at is distinct from (case when f.paid then f.paid_at end))`);
}

// ---- Reading

function selectInvoices(db: DbOrTx) {
  return db
    .select({
      invoice: invoices,
      client: clientColumns,
      parcelName: parcels.name,
      parcelTrack: parcels.trackNumber,
      purchaseName: purchaseRequests.name,
      payment: {
        id: payments.id,
        method: payments.method,
        currency: payments.currency,
        amountMinor: payments.amountMinor,
        rate: payments.rate,
        createdAt: payments.createdAt,
      },
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(parcels, eq(parcels.id, invoices.parcelId))
    .leftJoin(purchaseRequests, eq(purchaseRequests.id, invoices.purchaseId))
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    .$dynamic();
}

export type InvoiceRow = RowOf<typeof selectInvoices>;

export async function findInvoices(db: DbOrTx, ids: number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return selectInvoices(db).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id));
}

export interface InvoiceFilters {
  userId?: number;
  status?: InvoiceStatus;
  parcelId?: number;
}

/** Newest first: a customer's, or everyone's (staff), of one status or all. */
export function listInvoices<T>(
  db: DbOrTx,
  filters: InvoiceFilters,
  page: PageRequest,
  present: (rows: InvoiceRow[]) => Promise<T[]>,
) {
  const conditions: SQL[] = [];
  if (filters.userId !== undefined) conditions.push(eq(invoices.userId, filters.userId));
  if (filters.status !== undefined) conditions.push(eq(invoices.status, filters.status));
  if (filters.parcelId !== undefined) conditions.push(eq(invoices.parcelId, filters.parcelId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = [desc(invoices.createdAt), desc(invoices.id)];
  return fetchPage(
    db,
    {
      // The page's ids from an index alone (invoices_status_created_idx, invoices_created_idx, a
      // customer's), then those invoices with what they show: a deep page skips index entries.
      rows: async (range) =>
        present(
          await idsThenRows(
            db,
            'invoices_page',
            db
              .select({ id: invoices.id })
              .from(invoices)
              .where(where)
              .orderBy(...order),
            (slots, name) =>
              selectInvoices(db)
                .where(inArray(invoices.id, slots))
                .orderBy(...order)
                .prepare(name),
          )(range),
        ),
      table: invoices,
      where,
      // Everyone's, of a status or all: the kept count, exact. A customer's or a parcel's: counted (few).
      count:
        filters.userId === undefined && filters.parcelId === undefined
          ? () => keptCount(db, 'invoices.status', filters.status === undefined ? undefined : [filters.status])
          : undefined,
      present: (invoice: T) => invoice,
    },
    page,
  );
}
