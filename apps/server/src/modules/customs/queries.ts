import { CUSTOMS_DEFAULTS, type CustomsRule } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/list';
import { customsSettings } from '../../db/schema';

// The one settings row (id 1), seeded at start.

export type CustomsRow = typeof customsSettings.$inferSelect;

export async function readSettings(db: DbOrTx): Promise<CustomsRow> {
  const byId = preparedOnce(db, 'customs_settings', (name) =>
    db.select().from(customsSettings).where(eq(customsSettings.id, 1)).prepare(name),
  );
  const [row] = await byId.execute({});
  // Seeded at start; a database seeded by an older version reads the defaults until an admin saves.
  return (
    row ?? {
      id: 1,
      valueLimitEur: CUSTOMS_DEFAULTS.value_limit_eur,
      weightLimitKg: CUSTOMS_DEFAULTS.weight_limit_kg,
      dutyRatePercent: CUSTOMS_DEFAULTS.duty_rate_percent,
      minDutyPerKgEur: CUSTOMS_DEFAULTS.min_duty_per_kg_eur,
      usdToEur: CUSTOMS_DEFAULTS.usd_to_eur,
      updatedBy: null,
      updatedAt: null,
    }
  );
}

/** Writes the given numbers (the rest as they are, or the defaults for a row not there yet). */
export async function saveSettings(db: DbOrTx, values: Partial<CustomsRule>, updatedBy: number): Promise<void> {
  const set = {
    valueLimitEur: values.value_limit_eur,
    weightLimitKg: values.weight_limit_kg,
    dutyRatePercent: values.duty_rate_percent,
    minDutyPerKgEur: values.min_duty_per_kg_eur,
    usdToEur: values.usd_to_eur,
    updatedBy,
    updatedAt: sql`now()`,
  };
  await db
    .insert(customsSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: customsSettings.id, set });
}
