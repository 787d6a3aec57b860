import {
  companyDate,
  PARCEL_STATUSES,
  type PendingWork,
  STATISTICS_WEEK_DAYS,
  type Statistics,
  type StatisticsSeries,
} from '@kerben/domain';
import { type Clock, systemClock } from '../../core/clock';
import { createSingleFlight } from '../../core/single-flight';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { assertCanReadStatistics } from './policy';
import * as q from './queries';

/** The workflow's order of the statuses (received first), for the cards of the dashboard. */
const STATUS_ORDER: readonly number[] = PARCEL_STATUSES.map((status) => status.id);

export function createStatisticsService(deps: { db: Db; clock?: Clock }) {
  const { db, clock = systemClock } = deps;
  // A series reads at most 720 kept hours a destination (statistics_hours, kept by the triggers of
  // migration 0044 in each change's transaction), a millisecond or two; operators opening the
  // dashboard together still share one reading of it, which costs nothing and keeps a burst cheap.
  const coalescedSeries = createSingleFlight<q.SeriesRow[]>();

  return {
    /** One series: today's hours, the week's and the month's days, in Bishkek time. */
    async series(viewer: Viewer, series: StatisticsSeries, filters: { destinationId?: number }): Promise<Statistics> {
      assertCanReadStatistics(viewer);
      const { destinationId } = filters;
      const rows = await coalescedSeries(`${series}:${destinationId ?? ''}`, () =>
        q.seriesBuckets(db, series, clock(), destinationId),
      );
      const today = rows.filter((row) => row.kind === 'hour');
      const month = rows.filter((row) => row.kind === 'day');
      const buckets = (list: q.SeriesRow[]) => Object.fromEntries(list.map((row) => [row.key, row.value]));
      return { today: buckets(today), week: buckets(month.slice(-STATISTICS_WEEK_DAYS)), month: buckets(month) };
    },

    async pending(viewer: Viewer): Promise<PendingWork> {
      assertCanReadStatistics(viewer);
      const [statuses, expectedNotReceived, purchasesNew, paidStorage] = await Promise.all([
        q.countParcelsByStatus(db),
        q.countExpectedNotReceived(db),
        q.countPurchasesNew(db),
        q.countParcelsInPaidStorage(db, companyDate(clock())),
      ]);
      const rank = (id: number) => (STATUS_ORDER.includes(id) ? STATUS_ORDER.indexOf(id) : STATUS_ORDER.length + id);
      return {
        parcels_by_status: statuses.sort((x, y) => rank(x.id) - rank(y.id)),
        expected_not_received: expectedNotReceived,
        purchase_requests_new: purchasesNew,
        parcels_in_paid_storage: paidStorage,
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
