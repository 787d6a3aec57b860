import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { inserted } from '../../../db/rows';
import { billingCards } from '../../../db/schema';

export type CardRow = typeof billingCards.$inferSelect;
export type CardValues = Pick<CardRow, 'maskedNumber' | 'brand' | 'expiryMonth' | 'expiryYear' | 'fullName'>;

export const listCards = (db: DbOrTx, userId: number) =>
  db.select().from(billingCards).where(eq(billingCards.userId, userId)).orderBy(desc(billingCards.id));

export async function findCard(db: DbOrTx, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(billingCards).where(eq(billingCards.id, id));
  return row;
}

export async function insertCard(db: DbOrTx, userId: number, values: CardValues): Promise<CardRow> {
  return inserted(
    await db
      .insert(billingCards)
      .values({ ...values, userId })
      .returning(),
    billingCards,
  );
}

export async function updateCard(db: DbOrTx, id: number, values: Partial<CardValues>): Promise<CardRow | undefined> {
  const [row] = await db
    .update(billingCards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(billingCards.id, id))
    .returning();
  return row;
}

export async function deleteCard(db: DbOrTx, id: number): Promise<void> {
  await db.delete(billingCards).where(eq(billingCards.id, id));
}
