import { COMPANY_TIME_ZONE } from '@kerben/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { handoverCodes, invoices, ledgerEntries, parcels, payments, users } from '../../../db/schema';

export type CodeRow = typeof handoverCodes.$inferSelect;

export async function findCode(db: DbOrTx, userId: number, { forUpdate = false } = {}): Promise<CodeRow | undefined> {
  const query = db.select().from(handoverCodes).where(eq(handoverCodes.userId, userId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** A first code for the account, unless it has one (two parcels arriving at once keep the one that came first). */
export async function addCodeUnlessAny(db: DbOrTx, userId: number, values: { salt: string; codeHash: string }): Promise<void> {
  await db
    .insert(handoverCodes)
    .values({ userId, ...values })
    .onConflictDoNothing({ target: handoverCodes.userId });
}

/** A new code for the account (a new salt): its tries and lock start again. */
export async function saveCode(db: DbOrTx, userId: number, values: { salt: string; codeHash: string }): Promise<void> {
  const set = { ...values, tries: 0, lockedUntil: null, issuedAt: sql`now()` };
  await db
    .insert(handoverCodes)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: handoverCodes.userId, set });
}

/** One more wrong try, counted in the row itself; the fifth locks the code until `lockUntil`. */
export async function countWrongTry(db: DbOrTx, userId: number, maxTries: number, lockUntil: Date): Promise<CodeRow | undefined> {
  const [row] = await db
    .update(handoverCodes)
    .set({
      tries: sql`${handoverCodes.tries} + 1`,
      lockedUntil: sql`case when ${handoverCodes.tries} + 1 >= ${maxTries} then ${lockUntil.toISOString()}::timestamptz else ${handoverCodes.lockedUntil} end`,
    })
    .where(eq(handoverCodes.userId, userId))
    .returning();
  return row;
}

/** The right code: the count of wrong tries starts again. */
export async function resetTries(db: DbOrTx, userId: number): Promise<void> {
  await db.update(handoverCodes).set({ tries: 0, lockedUntil: null }).where(eq(handoverCodes.userId, userId));
}

export async function deleteCode(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(handoverCodes).where(eq(handoverCodes.userId, userId));
}

/** The owner of the parcel with this track number (a scanned label), if any. */
export async function ownerOfTrack(db: DbOrTx, trackKey: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: parcels.userId }).from(parcels).where(eq(parcels.trackKey, trackKey));
  return row?.userId;
}

/** The parcels these invoices are for (to lock the parcels before their invoices, as every change does). */
export async function parcelsOfInvoices(db: DbOrTx, invoiceIds: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ parcelId: invoices.parcelId })
    .from(invoices)
    .where(and(inArray(invoices.id, invoiceIds), isNotNull(invoices.parcelId)));
  return rows.flatMap((row) => (row.parcelId === null ? [] : [row.parcelId]));
}

/** The invoices a payment settled. */
export const invoicesOfPayment = (db: DbOrTx, paymentId: number) =>
  db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(asc(invoices.id));

/** A client as the desk shows them. */
export async function clientById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      clientCode: users.clientCode,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

const client = alias(users, 'client');
const cashier = alias(users, 'cashier');

/**
 * The payments of a day where the company works (the local midnight to the next), of one operator
 * or of all, in the order taken: who paid, who took it, the invoices it settled, and what the
 * ledger credited for it.
 */
export function dayPayments(db: DbOrTx, date: string, operatorId: number | undefined) {
  const start = sql`(${date}::date::timestamp at time zone ${COMPANY_TIME_ZONE})`;
  const end = sql`((${date}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE})`;
  const conditions = [sql`${payments.createdAt} >= ${start}`, sql`${payments.createdAt} < ${end}`];
  if (operatorId !== undefined) conditions.push(eq(payments.operatorId, operatorId));
  return db
    .select({
      payment: payments,
      client: { id: client.id, clientCode: client.clientCode, firstName: client.firstName, lastName: client.lastName },
      cashierName: sql<string | null>`${cashier.firstName} || ' ' || ${cashier.lastName}`,
      invoices: sql<
        string[]
      >`coalesce((select array_agg(i.number order by i.id) from ${invoices} i where i.payment_id = ${payments.id}), '{}')`,
      ledgerUsdCents: sql<string>`coalesce((select sum(e.amount_usd_cents) from ${ledgerEntries} e where e.payment_id = ${payments.id} and e.kind in ('payment', 'refund')), 0)`,
    })
    .from(payments)
    .innerJoin(client, eq(client.id, payments.userId))
    .leftJoin(cashier, eq(cashier.id, payments.operatorId))
    .where(and(...conditions))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
export type DayPaymentRow = Awaited<ReturnType<typeof dayPayments>>[number];

/** A staff member's name, for the report's heading. */
export async function staffName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return row ? `${row.firstName} ${row.lastName}` : undefined;
}

/**
 * Locks a customer's account row: refunds and payments from the credit of one account wait for each
 * other (each checks the credit left). `no key update`: rows that name the account (its ledger
 * entries, its payments) are still written meanwhile, as a foreign key check does not wait for it.
 */
export async function lockAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}
