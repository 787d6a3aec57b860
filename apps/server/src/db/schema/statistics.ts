import { integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The dashboard's series summed per hour (migration 0044): what each hour added to a series, per
 * destination country (0: none, and every row of "users", which has no country). Written only by
 * the statement triggers of migration 0044, in the transaction of the change that moves a series,
 * so a series reads at most 720 hours a destination instead of a month of parcels. The hour is
 * the instant it starts; Bishkek's offset is a whole number of hours, so its local hours are
 * these. `statistics_hours_rebuild()` recomputes it all from the source tables.
 */
export const statisticsHours = pgTable(
  'statistics_hours',
  {
    /** One of STATISTICS_SERIES. */
    series: varchar('series', { length: 20 }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    destinationId: integer('destination_id').notNull(),
    /** Accounts, kilograms, parcels handed over, or cents paid: exact (numeric), whatever the series. */
    value: numeric('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.hour, t.destinationId] })],
);
