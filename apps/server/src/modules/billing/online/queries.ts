import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { billingCards, invoices, onlinePayments } from '../../../db/schema';

export type AttemptRow = typeof onlinePayments.$inferSelect;
export type AttemptValues = typeof onlinePayments.$inferInsert;

export async function insertAttempt(db: DbOrTx, values: AttemptValues): Promise<AttemptRow> {
  const [row] = await db.insert(onlinePayments).values(values).returning();
  if (!row) throw new Error('online payment not inserted');
  return row;
}

export async function findAttempt(db: DbOrTx, id: number, { forUpdate = false } = {}): Promise<AttemptRow | undefined> {
  const query = db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function attemptByOrder(db: DbOrTx, orderId: string, { forUpdate = false } = {}): Promise<AttemptRow | undefined> {
  const query = db.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function attemptByKey(db: DbOrTx, userId: number, key: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.userId, userId), eq(onlinePayments.key, key)));
  return row;
}

/** The card saving the provider names by its payment id. */
export async function cardAttemptByProviderId(db: DbOrTx, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.provider, provider),
        eq(onlinePayments.providerPaymentId, providerPaymentId),
        eq(onlinePayments.purpose, 'card'),
      ),
    )
    .for('update');
  return row;
}

/** The online payment that brought the ledger's payment. */
export async function attemptByPayment(db: DbOrTx, paymentId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.paymentId, paymentId), inArray(onlinePayments.purpose, ['invoices', 'topup'])));
  return row;
}

export async function updateAttempt(db: DbOrTx, id: number, values: Partial<AttemptValues>): Promise<AttemptRow> {
  const [row] = await db
    .update(onlinePayments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(onlinePayments.id, id))
    .returning();
  if (!row) throw new Error('online payment not found');
  return row;
}

/** A pending payment becomes failed (a later success still settles it: money is never refused). */
export const failAttempt = (db: DbOrTx, id: number, failure: string) =>
  db
    .update(onlinePayments)
    .set({ status: 'failed', failure: failure.slice(0, 1000), updatedAt: sql`now()` })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.status, 'pending')));

/** Payments of invoices or top-ups still waiting for the provider's word, started before `before`, oldest first. */
export const pendingBefore = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'pending'),
        lt(onlinePayments.createdAt, before),
        inArray(onlinePayments.purpose, ['invoices', 'topup']),
      ),
    )
    .orderBy(asc(onlinePayments.createdAt), asc(onlinePayments.id))
    .limit(limit);

/** The refunds of an online payment, oldest first. */
export const refundsOf = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as AttemptRow[])
    : db.select().from(onlinePayments).where(inArray(onlinePayments.refundOf, ids)).orderBy(asc(onlinePayments.id));

/** The numbers of invoices, by id. */
export async function invoiceNumbers(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, ids));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** Saved cards by id, for what a payment shows. */
export async function cardNumbers(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: billingCards.id, number: billingCards.maskedNumber })
    .from(billingCards)
    .where(inArray(billingCards.id, ids));
  return new Map(rows.map((row) => [row.id, row.number]));
}

export async function findCard(db: DbOrTx, id: number) {
  const [row] = await db.select().from(billingCards).where(eq(billingCards.id, id));
  return row;
}

/** A card the provider saved: kept once per token (saved again, it is the same card, its expiry and holder refreshed). */
export async function saveProviderCard(
  db: DbOrTx,
  values: Pick<
    typeof billingCards.$inferInsert,
    'userId' | 'provider' | 'providerToken' | 'maskedNumber' | 'brand' | 'expiryMonth' | 'expiryYear' | 'fullName'
  >,
) {
  const [row] = await db
    .insert(billingCards)
    .values(values)
    .onConflictDoUpdate({
      target: [billingCards.userId, billingCards.provider, billingCards.providerToken],
      targetWhere: sql`${billingCards.providerToken} is not null`,
      set: { expiryMonth: values.expiryMonth, expiryYear: values.expiryYear, fullName: values.fullName, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('card not saved');
  return row;
}

/** Card savings nobody finished, for the tidy-up (never charged anything). */
export const staleCardAttempts = (db: DbOrTx, before: Date) =>
  db
    .update(onlinePayments)
    .set({ status: 'failed', failure: 'not finished', updatedAt: sql`now()` })
    .where(
      and(
        eq(onlinePayments.purpose, 'card'),
        eq(onlinePayments.status, 'pending'),
        lt(onlinePayments.createdAt, before),
        isNull(onlinePayments.paymentId),
      ),
    );
