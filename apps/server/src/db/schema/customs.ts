import { CUSTOMS_DEFAULTS } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const decimal = (name: string, scale: number) => numeric(name, { precision: 12, scale, mode: 'number' });

/**
 * The numbers of the duty estimate (packages/domain customs.ts), which admins edit: one row, id 1,
 * seeded with the defaults at start (db/seed.ts).
 */
export const customsSettings = pgTable(
  'customs_settings',
  {
    id: integer('id').primaryKey().default(1),
    valueLimitEur: decimal('value_limit_eur', 2).notNull().default(CUSTOMS_DEFAULTS.value_limit_eur),
    weightLimitKg: decimal('weight_limit_kg', 3).notNull().default(CUSTOMS_DEFAULTS.weight_limit_kg),
    dutyRatePercent: decimal('duty_rate_percent', 2).notNull().default(CUSTOMS_DEFAULTS.duty_rate_percent),
    minDutyPerKgEur: decimal('min_duty_per_kg_eur', 2).notNull().default(CUSTOMS_DEFAULTS.min_duty_per_kg_eur),
    usdToEur: decimal('usd_to_eur', 4).notNull().default(CUSTOMS_DEFAULTS.usd_to_eur),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('customs_settings_one_row', sql`${t.id} = 1`)],
);
