import { z } from 'zod';
import { idField } from './fields';
import { localized } from './i18n/localize';
import { COMPANY_TIME_ZONE } from './storage-clock';

// The admin dashboard: four series (new users, kilograms received, parcels delivered, money
// marked paid) per hour of today and per day of the last week and month, in Bishkek time, plus
// what is waiting for an operator.

/** The days and hours of the dashboard are those of Bishkek, whatever the server's zone. */
export const STATISTICS_TIME_ZONE = COMPANY_TIME_ZONE;
export const STATISTICS_WEEK_DAYS = 7;
export const STATISTICS_MONTH_DAYS = 30;

export const STATISTICS_MSG = /* @__PURE__ */ localized('STATISTICS_MSG', {
  destinationInvalid: 'Выберите страну назначения из списка',
} as const);

/** The four series of GET /api/statics/admin_panel/{series}/ (the API keeps the historic "statics"). */
export const STATISTICS_SERIES = ['users', 'warehouse-weight', 'warehouse-delivered', 'warehouse-paid'] as const;
export type StatisticsSeries = (typeof STATISTICS_SERIES)[number];

export const statisticsQuerySchema = z.object({
  country_of_destination_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField(() => STATISTICS_MSG.destinationInvalid).optional(),
  ),
});

const buckets = z.record(z.string(), z.number());

/**
 * today: hour of the day in Bishkek ("0".."23") -> value; week and month: date in Bishkek
 * (YYYY-MM-DD, oldest first, today last) -> value. Every bucket is present, 0 when empty.
 */
export const statisticsResponse = z.object({ today: buckets, week: buckets, month: buckets });
export type Statistics = z.infer<typeof statisticsResponse>;

/** GET /api/statics/admin_panel/pending/: what is waiting for an operator. */
export const pendingWorkResponse = z.object({
  /** Parcels in each status that is not final (every status but "delivered"), in the statuses' order. */
  parcels_by_status: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
  /** Expected parcels announced by customers and not received at a warehouse yet. */
  expected_not_received: z.number(),
  /** Buy-out requests nobody has answered yet. */
  purchase_requests_new: z.number(),
  /** Parcels waiting at a warehouse past their free days (the list: ?storage=paid). */
  parcels_in_paid_storage: z.number(),
});
export type PendingWork = z.infer<typeof pendingWorkResponse>;
