import { type Language, PARCEL_STATUS } from '@kerben/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { fetchPage, type PageRequest } from '../../../db/list';
import { inserted } from '../../../db/rows';
import { invoiceLines, invoices, ledgerEntries, parcels, payments, users } from '../../../db/schema';

export type EntryRow = typeof ledgerEntries.$inferSelect;
export type EntryValues = typeof ledgerEntries.$inferInsert;

/**
 * Posts an entry once per cause: a second posting of the same cause (an event replayed) writes
 * nothing and answers undefined.
 */
export async function insertEntry(db: DbOrTx, values: EntryValues): Promise<EntryRow | undefined> {
  const [row] = await db.insert(ledgerEntries).values(values).onConflictDoNothing({ target: ledgerEntries.cause }).returning();
  return row;
}

/** A customer's balance in cents: the sum of every entry (negative: they owe). */
export async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountUsdCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

/** What a parcel's money is counted from: its measures, route, price, tariff, stay. */
const parcelMoneyColumns = {
  id: parcels.id,
  userId: parcels.userId,
  name: parcels.name,
  trackNumber: parcels.trackNumber,
  statusId: parcels.statusId,
  weight: parcels.weight,
  width: parcels.width,
  height: parcels.height,
  length: parcels.length,
  price: parcels.price,
  priceIsManual: parcels.priceIsManual,
  isPaid: parcels.isPaid,
  originCountryId: parcels.originCountryId,
  destinationCountryId: parcels.destinationCountryId,
  tariffVersionId: parcels.tariffVersionId,
  items: parcels.items,
  storageSince: parcels.storageSince,
  storageFreeUntil: parcels.storageFreeUntil,
  storageFeePerDayUsd: parcels.storageFeePerDayUsd,
  createdAt: parcels.createdAt,
};

export type ParcelMoneyRow = Awaited<ReturnType<typeof parcelsForMoney>>[number];

/** The parcels' money facts; `forUpdate` locks them (the desk's payment and handover). */
export function parcelsForMoney(db: DbOrTx, ids: number[], { forUpdate = false } = {}) {
  const query = db.select(parcelMoneyColumns).from(parcels).where(inArray(parcels.id, ids)).orderBy(asc(parcels.id));
  return forUpdate ? query.for('update') : query;
}

/** The price the older answers show (the delivery charged, in dollars), and the tariff the parcel is charged by. */
export async function setParcelPrice(
  db: DbOrTx,
  id: number,
  values: { price?: number; tariffVersionId?: number },
): Promise<void> {
  await db
    .update(parcels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(parcels.id, id));
}

/** The entries of one purpose posted for a parcel so far (oldest first). */
export const parcelEntries = (db: DbOrTx, parcelId: number, purpose: NonNullable<EntryRow['purpose']>) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.parcelId, parcelId), eq(ledgerEntries.purpose, purpose)))
    .orderBy(asc(ledgerEntries.id));

/** Whether a charge of this purpose of the parcel is in a paid invoice (then changes post nothing). */
export async function isPurposePaid(db: DbOrTx, parcelId: number, purpose: NonNullable<EntryRow['purpose']>): Promise<boolean> {
  const [row] = await db
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, invoiceLines.entryId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(ledgerEntries.parcelId, parcelId), eq(ledgerEntries.purpose, purpose), eq(invoices.status, 'paid')))
    .limit(1);
  return row !== undefined;
}

const reversal = alias(ledgerEntries, 'reversal');

/**
 * Charges and adjustments waiting for an invoice: on none yet, and neither a reversal nor
 * reversed (a cancelled charge and what cancels it are settled between themselves).
 */
function uninvoiced<T extends PgSelect>(query: T, owner: SQL) {
  return query
    .leftJoin(invoiceLines, eq(invoiceLines.entryId, ledgerEntries.id))
    .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
    .where(
      and(
        owner,
        inArray(ledgerEntries.kind, ['charge', 'adjustment']),
        isNull(invoiceLines.id),
        isNull(ledgerEntries.reversesId),
        isNull(reversal.id),
      ),
    );
}

/** A parcel's (or a buy-out's) entries waiting for an invoice, oldest first. */
export async function uninvoicedEntries(db: DbOrTx, of: { parcelId: number } | { purchaseId: number }): Promise<EntryRow[]> {
  const owner = 'parcelId' in of ? eq(ledgerEntries.parcelId, of.parcelId) : eq(ledgerEntries.purchaseId, of.purchaseId);
  const rows = await uninvoiced(db.select({ entry: ledgerEntries }).from(ledgerEntries).$dynamic(), owner).orderBy(
    asc(ledgerEntries.id),
  );
  return rows.map((row) => row.entry);
}

/**
 * A customer's account in cents, read in one statement: the balance (the sum of every entry), and
 * what they owe (their open invoices, and charges no invoice asks for yet). One statement, so that
 * a charge committed between two reads is never counted on one side only: a refund or a payment
 * from the credit (the balance plus what is owed) would otherwise see money that is not there.
 */
export async function accountOf(db: DbOrTx, userId: number): Promise<{ balance: number; owed: number }> {
  const owner = eq(ledgerEntries.userId, userId);
  const balance = db
    .select({ sum: sql`coalesce(sum(${ledgerEntries.amountUsdCents}), 0)` })
    .from(ledgerEntries)
    .where(owner);
  const open = db
    .select({ sum: sql`coalesce(sum(${invoices.totalUsdCents}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'open')));
  const waiting = uninvoiced(
    db
      .select({ sum: sql`coalesce(sum(${ledgerEntries.amountUsdCents}), 0)` })
      .from(ledgerEntries)
      .$dynamic(),
    owner,
  );
  const [row] = await db
    .select({ balance: sql<string>`(${balance})`, owed: sql<string>`(${open}) - (${waiting})` })
    .from(users)
    .where(eq(users.id, userId));
  return { balance: Number(row?.balance ?? 0), owed: Number(row?.owed ?? 0) };
}

// ---- The list

export interface EntryFilters {
  userId: number;
  /** One entry (the one just posted). */
  id?: number;
}

const postedBy = sql`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${ledgerEntries.postedBy})`;

function selectEntries(db: DbOrTx) {
  return db
    .select({
      entry: ledgerEntries,
      postedByName: sql<string | null>`${postedBy}`,
      parcelName: parcels.name,
      parcelTrack: parcels.trackNumber,
      paymentMethod: payments.method,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
    })
    .from(ledgerEntries)
    .leftJoin(parcels, eq(parcels.id, ledgerEntries.parcelId))
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(invoiceLines, eq(invoiceLines.entryId, ledgerEntries.id))
    .leftJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .$dynamic();
}

export type EntryListRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

/** A customer's entries, newest first. */
export function listEntries<T>(db: DbOrTx, filters: EntryFilters, page: PageRequest, present: (row: EntryListRow) => T) {
  const where: SQL | undefined = and(
    eq(ledgerEntries.userId, filters.userId),
    filters.id === undefined ? undefined : eq(ledgerEntries.id, filters.id),
  );
  return fetchPage(
    db,
    {
      rows: selectEntries(db).where(where).orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)),
      table: ledgerEntries,
      where,
      present,
    },
    page,
  );
}

// ---- Payments

export type PaymentRow = typeof payments.$inferSelect;

export const paymentByKey = (db: DbOrTx, key: string) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.key, key))
    .then((rows) => rows[0]);

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  return inserted(await db.insert(payments).values(values).returning(), payments);
}

export const paymentById = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.id, id))
    .then((rows) => rows[0]);

/** The owners' emails and languages, for the mails the billing writes. */
export async function mailboxesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, { email: string; language: Language }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether any invoice (of any state) names the parcel: its charges are then history the delete guard keeps. */
export async function hasInvoices(db: DbOrTx, parcelId: number): Promise<boolean> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.parcelId, parcelId)).limit(1);
  return row !== undefined;
}

/** A buy-out request's entries, oldest first. */
export const purchaseEntries = (db: DbOrTx, purchaseId: number) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId)).orderBy(asc(ledgerEntries.id));

/** A customer's parcels at the pickup point, oldest first. */
export const parcelsAtPickup = (db: DbOrTx, userId: number) =>
  db
    .select(parcelMoneyColumns)
    .from(parcels)
    .where(and(eq(parcels.userId, userId), eq(parcels.statusId, PARCEL_STATUS.atPickupPoint)))
    .orderBy(asc(parcels.id));
