import { desc, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedOnce } from '../../../db/list';
import { exchangeRates } from '../../../db/schema';

export type RateRow = typeof exchangeRates.$inferSelect;

/** The rates of day `date`: those set for the latest date on or before it. */
export async function rateOn(db: DbOrTx, date: string): Promise<RateRow | undefined> {
  const statement = preparedOnce(db, 'rate_on', (name) =>
    db
      .select()
      .from(exchangeRates)
      .where(lte(exchangeRates.effectiveFrom, sql.placeholder('date')))
      .orderBy(desc(exchangeRates.effectiveFrom))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ date });
  return row;
}

export const latestRates = (db: DbOrTx, limit: number) =>
  db.select().from(exchangeRates).orderBy(desc(exchangeRates.effectiveFrom)).limit(limit);

/** The rates of a date: set again, they replace what was set for it (the audit log keeps the earlier). */
export async function saveRates(
  db: DbOrTx,
  values: { effectiveFrom: string; usdKgs: string; usdRub: string; createdBy: number },
): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(values)
    .onConflictDoUpdate({
      target: exchangeRates.effectiveFrom,
      set: { usdKgs: values.usdKgs, usdRub: values.usdRub, createdBy: values.createdBy, updatedAt: sql`now()` },
    });
}
