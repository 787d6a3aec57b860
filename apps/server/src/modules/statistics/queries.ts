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

/** Each series as `(at, value)` rows inside [from, to): what happened, when, and how much. */
function source(series: StatisticsSeries, range: { from: SQL; to: SQL }, destinationId: number | undefined): SQL {
  const { from, to } = range;
  const destination = (column: SQL | typeof parcels.destinationCountryId) =>
    destinationId === undefined ? sql`` : sql`and ${column} = ${destinationId}`;
  switch (series) {
    // Accounts customers opened (admins are staff, not growth); a country filter does not apply.
    case 'users':
      return sql`select ${users.createdAt} as at, 1 as value from ${users}
        where ${users.createdAt} >= ${from} and ${users.createdAt} < ${to} and ${users.role} = 'customer'`;
    case 'warehouse-weight':
      return sql`select ${parcels.createdAt} as at, coalesce(${parcels.weight}, 0) as value from ${parcels}
        where ${parcels.createdAt} >= ${from} and ${parcels.createdAt} < ${to} ${destination(parcels.destinationCountryId)}`;
    // The moment a parcel was handed over, of parcels still handed over (a change set back by a
    // correction does not count).
    case 'warehouse-delivered':
      return sql`select e.created_at as at, 1 as value
        from ${parcelEvents} e join ${parcels} p on p.id = e.parcel_id
        where e.status_id = ${DELIVERED} and p.status_id = ${DELIVERED}
          and e.created_at >= ${from} and e.created_at < ${to} ${destination(sql`p.destination_country_id`)}`;
    // Money paid: each paid invoice's dollars at the time of the payment that settled it (a
    // destination filter follows the invoice to its parcel; a buy-out's has none).
    case 'warehouse-paid':
      return sql`select pay.created_at as at, i.total_usd_cents::float8 / 100 as value
        from ${payments} pay join ${invoices} i on i.payment_id = pay.id left join ${parcels} p on p.id = i.parcel_id
        where i.status = 'paid' and pay.created_at >= ${from} and pay.created_at < ${to}
          ${destination(sql`p.destination_country_id`)}`;
  }
}

/**
 * One series in one statement: the source summed per local hour of the month, then every hour
 * of today and every day of the month from generate_series, left-joined, so an empty bucket is
 * a 0 and the whole answer costs one range scan.
 */
export function seriesStatement(series: StatisticsSeries, now: Date, destinationId: number | undefined): SQL {
  const zone = STATISTICS_TIME_ZONE;
  const { today, from, to } = window(now);
  // Rows fall into hours counted from the month's local midnight (date_bin: arithmetic on the
  // instant), and only the month's 720 hours are then put into local time: converting every row to
  // Bishkek time was the costliest part of the statement. The midnight is a subquery, worked out
  // once: as an expression of parameters, a kept (generic) plan worked it out again for every row.
  return sql`
    with bins as (
      select date_bin('1 hour', src.at, (select ${from})) as bin, sum(src.value)::float8 as value
      from (${source(series, { from, to }, destinationId)}) src
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

export async function seriesBuckets(
  db: DbOrTx,
  series: StatisticsSeries,
  now: Date,
  destinationId: number | undefined,
): Promise<SeriesRow[]> {
  const result = await db.execute(seriesStatement(series, now, destinationId));
  return (result as unknown as { rows: SeriesRow[] }).rows.map((row) => ({ ...row, value: Number(row.value) }));
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
