import { z } from 'zod';

// The storage clock as answers give it (the rules are in storage-clock.ts, which pages load without zod).

export const storageClockResponse = z.object({
  /** When the parcel arrived where it waits (the status change that put it there). */
  since: z.string(),
  /** The last free day (YYYY-MM-DD); the fee counts from the day after. */
  free_until: z.string(),
  /** Days in storage, the day of arrival being the first. */
  days: z.number(),
  /** What the days after the free ones cost, in USD; 0 within the free days. */
  fee_usd: z.number(),
  fee_per_day_usd: z.number(),
});
export type StorageClock = z.infer<typeof storageClockResponse>;
