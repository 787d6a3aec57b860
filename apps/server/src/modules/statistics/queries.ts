import {
  FINAL_PARCEL_STATUSES,
  PARCEL_STATUS,
  STATISTICS_MONTH_DAYS,
  STATISTICS_TIME_ZONE,
  type StatisticsSeries,
} from '@kerben/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  expectedParcels,
  invoices,
  parcelEvents,
  parcelStatuses,
  parcels,
  payments,
  purchaseRequests,
  statisticsHours,
  users,
} from '../../db/schema';

/**
 * "Delivered" written into the SQL, not bound: the partial indexes of the parcels (waiting,
 * delivered by destination) apply only when the planner sees the constant.
 */
const DELIVERED = sql.raw(String(PARCEL_STATUS.delivered));

export interface SeriesRow {
  /** 'hour' rows are today's hours, 'day' rows the days of the month, oldest first. */
  kind: 'hour' | 'day';
  /** "0".."23" or YYYY-MM-DD, in Bishkek time. */
  key: string;
  value: number;
}

interface Range {
  from: SQL;
  to: SQL;
}

/**
 * Bounds of the month in Bishkek, as SQL of `now`: the local midnight of today, the instant the
 * month's first day starts and the instant today ends. Stable expressions of a parameter, so
 * each source still reads its index by range.
 */
function window(now: Date) {
  const zone = STATISTICS_TIME_ZONE;
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone})`;
  return {
    today,
    from: sql`((${today} - make_interval(days => ${STATISTICS_MONTH_DAYS - 1})) at time zone ${zone})`,
    to: sql`((${today} + interval '1 day') at time zone ${zone})`,
  };
}

const destinationFilter = (column: SQL, destinationId: number | undefined) =>
  destinationId === undefined ? sql`` : sql`and ${column} = ${destinationId}`;

/**
 * Each series as `(at, value)` rows inside [from, to), from the tables it is made of: what
 * happened, when, and how much. The definition of the series: the kept hours (statistics_hours,
 * migration 0044) must always sum to this, and the tests compare them. Values are exact
 * (numeric; dollars from cents) until the answer, so both ways give the same floats.
 */
function recomputedSource(series: StatisticsSeries, range: Range, destinationId: number | undefined): SQL {
  const { from, to } = range;
  switch (series) {
    // Accounts customers opened (admins are staff, not growth); a country filter does not apply.
    case 'users':
      return sql`select ${users.createdAt} as at, 1::numeric as value from ${users}
        where ${users.createdAt} >= ${from} and ${users.createdAt} < ${to} and ${users.role} = 'customer'`;
    case 'warehouse-weight':
      return sql`select ${parcels.createdAt} as at, coalesce(${parcels.weight}, 0)::numeric as value from ${parcels}
        where ${parcels.createdAt} >= ${from} and ${parcels.createdAt} < ${to} ${destinationFilter(sql`${parcels.destinationCountryId}`, destinationId)}`;
    // The moment a parcel was handed over, of parcels still handed over (a change set back by a
    // correction does not count).
    case 'warehouse-delivered':
      return sql`select e.created_at as at, 1::numeric as value
        from ${parcelEvents} e join ${parcels} p on p.id = e.parcel_id
        where e.status_id = ${DELIVERED} and p.status_id = ${DELIVERED}
          and e.created_at >= ${from} and e.created_at < ${to} ${destinationFilter(sql`p.destination_country_id`, destinationId)}`;
    // Money paid: each paid invoice's dollars at the time of the payment that settled it (a
    // destination filter follows the invoice to its parcel; a buy-out's has none).
    case 'warehouse-paid':
      return sql`select pay.created_at as at, i.total_usd_cents::numeric / 100 as value
        from ${payments} pay join ${invoices} i on i.payment_id = pay.id left join ${parcels} p on p.id = i.parcel_id
        where i.status = 'paid' and pay.created_at >= ${from} and pay.created_at < ${to}
          ${destinationFilter(sql`p.destination_country_id`, destinationId)}`;
  }
}

/**
 * The same rows from the kept hours: at most 720 a destination, read by the primary key's range.
 * "users" has no country (every row is under 0), so its filter does not apply; paid is kept in cents.
 */
function keptSource(series: StatisticsSeries, range: Range, destinationId: number | undefined): SQL {
  const h = statisticsHours;
  const value = series === 'warehouse-paid' ? sql`${h.value} / 100` : sql`${h.value}`;
  const destination = series === 'users' ? undefined : destinationId;
  return sql`select ${h.hour} as at, ${value} as value from ${h}
    where ${h.series} = ${series} and ${h.hour} >= ${range.from} and ${h.hour} < ${range.to}
      ${destinationFilter(sql`${h.destinationId}`, destination)}`;
}

/**
 * One series in one statement: the source summed per local hour of the month, then every hour
 * of today and every day of the month from generate_series, left-joined, so an empty bucket is
 * a 0 and the whole answer costs one range scan.
 */
function bucketsStatement(source: (range: Range) => SQL, now: Date): SQL {
  const zone = STATISTICS_TIME_ZONE;
  const { today, from, to } = window(now);
  // Rows fall into hours counted from the month's local midnight (date_bin: arithmetic on the
  // instant), and only the month's 720 hours are then put into local time: converting every row to
  // Bishkek time was the costliest part of the statement. The midnight is a subquery, worked out
  // once: as an expression of parameters, a kept (generic) plan worked it out again for every row.
  return sql`
    with bins as (
      select date_bin('1 hour', src.at, (select ${from})) as bin, sum(src.value) as value
      from (${source({ from, to })}) src
      group by 1
    ),
    hours as (select bin at time zone ${zone} as hour, value from bins),
    buckets as (
      select 'hour' as kind, slot, to_char(slot, 'FMHH24') as key, coalesce(h.value, 0)::float8 as value
      from generate_series(${today}, ${today} + interval '23 hours', interval '1 hour') as slot
      left join hours h on h.hour = slot
      union all
      select 'day' as kind, slot, to_char(slot, 'YYYY-MM-DD') as key, coalesce(d.value, 0)::float8 as value
      from generate_series(${today} - make_interval(days => ${STATISTICS_MONTH_DAYS - 1}), ${today}, interval '1 day') as slot
      left join (select date_trunc('day', hour) as day, sum(value) as value from hours group by 1) d on d.day = slot
    )
    select kind, key, value from buckets order by kind, slot`;
}

/** A series as the dashboard reads it: from the kept hours. */
export const seriesStatement = (series: StatisticsSeries, now: Date, destinationId: number | undefined): SQL =>
  bucketsStatement((range) => keptSource(series, range, destinationId), now);

/** The same series summed from the source tables (a month of parcels): the tests' reference. */
export const recomputedSeriesStatement = (series: StatisticsSeries, now: Date, destinationId: number | undefined): SQL =>
  bucketsStatement((range) => recomputedSource(series, range, destinationId), now);

async function bucketRows(db: DbOrTx, statement: SQL): Promise<SeriesRow[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: SeriesRow[] }).rows.map((row) => ({ ...row, value: Number(row.value) }));
}

export const seriesBuckets = (db: DbOrTx, series: StatisticsSeries, now: Date, destinationId: number | undefined) =>
  bucketRows(db, seriesStatement(series, now, destinationId));

export const recomputedSeriesBuckets = (db: DbOrTx, series: StatisticsSeries, now: Date, destinationId: number | undefined) =>
  bucketRows(db, recomputedSeriesStatement(series, now, destinationId));

/** The kept hours recomputed from scratch (migration 0044's function; it locks the source tables' writers until the transaction ends). */
export async function rebuildStatisticsHours(db: DbOrTx): Promise<void> {
  await db.execute(sql`select statistics_hours_rebuild()`);
}

/** The final statuses (delivered, combined into a box, returned), written into the SQL for the same reason. */
const FINAL = sql.raw(FINAL_PARCEL_STATUSES.join(', '));

/**
 * Parcels per status that is not final, from the partial index of parcels still in the works
 * (delivered ones, most of the table in time, are not in it; `not in` the final ones implies its
 * predicate). Combined and returned parcels are never waiting.
 */
export const parcelsByStatusStatement = () => sql`
  select s.id, s.name, coalesce(c.count, 0)::int as count
  from ${parcelStatuses} s
  left join (
    select status_id, count(*) as count from ${parcels}
    where status_id <> ${DELIVERED} and status_id not in (${FINAL}) group by status_id
  ) c on c.status_id = s.id
  where s.id not in (${FINAL})`;

export async function countParcelsByStatus(db: DbOrTx): Promise<Array<{ id: number; name: string; count: number }>> {
  const result = await db.execute(parcelsByStatusStatement());
  return (result as unknown as { rows: Array<{ id: number; name: string; count: number }> }).rows;
}

export async function countExpectedNotReceived(db: DbOrTx): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from ${expectedParcels} where ${expectedParcels.parcelId} is null`,
  );
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
}

/** Buy-out requests nobody has answered yet (served by the state index). */
export async function countPurchasesNew(db: DbOrTx): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from ${purchaseRequests} where ${purchaseRequests.state} = 'new'`,
  );
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
}

/** Parcels waiting past their free days on `today` (served by the free-until index). */
export async function countParcelsInPaidStorage(db: DbOrTx, today: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from ${parcels}
      where ${parcels.storageSince} is not null and ${parcels.storageFreeUntil} < ${today}`,
  );
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
}
