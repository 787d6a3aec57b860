import { EXPECTED_MSG, EXPECTED_PAGE_SIZE, expectedFlagFilter, idField, PARCEL_MSG } from '@kerben/domain';
import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { clientCodeFilter, optionalFilter, trackNumberFilter } from '../../http/params';
import { parcelCreateBody } from '../parcels';

// The announcement's bodies are the shared form schemas of packages/domain; the lists' queries,
// the receive body (the parcel wizard's) and the scan are the server's.

const trackingFilter = trackNumberFilter(() => EXPECTED_MSG.trackingTooLong);
const optionalId = optionalFilter(idField(() => PARCEL_MSG.filterInvalid));

/** A customer's own expected parcels. */
export const myListQuery = paginationQuery(EXPECTED_PAGE_SIZE).extend({
  tracking_number: trackingFilter,
  country_of_origin: optionalId,
});

/** Everyone's, for the operators. */
export const adminListQuery = paginationQuery(EXPECTED_PAGE_SIZE).extend({
  tracking_number: trackingFilter,
  warehouse: optionalId,
  unique_id: clientCodeFilter,
  first_name: optionalFilter(z.string().trim().max(100)),
  received: optionalFilter(expectedFlagFilter),
  conflict: optionalFilter(expectedFlagFilter),
  /** The announcements operators deleted while on their way (hidden otherwise), to receive or check them. */
  withdrawn: optionalFilter(expectedFlagFilter),
});

/** The wizard's fields; the client and, unless chosen, the warehouse come from the announcement. */
export const receiveBody = parcelCreateBody.omit({ unique_id_user: true }).extend({ warehouse: optionalId });
export type ReceiveBody = z.output<typeof receiveBody>;

/** A scanned track number. */
export const lookupQuery = z.object({
  tracking_number: z
    .string({ error: () => EXPECTED_MSG.trackingInvalid })
    .trim()
    .min(1, { error: () => EXPECTED_MSG.trackingInvalid })
    .max(100),
});
