import type { TariffTerms } from '@kerben/domain';
import { date, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A version of the tariff (delivery rates per route, services, insurance tiers), in force from
 * `effective_from` until a later version takes effect. Versions are never changed or deleted: a
 * parcel keeps the one in force on the day it was received (parcels.tariff_version_id).
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Checked by the domain's tariffTermsSchema on every write. */
    terms: jsonb('terms').$type<TariffTerms>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tariff_versions_effective_idx').on(t.effectiveFrom, t.id)],
);
