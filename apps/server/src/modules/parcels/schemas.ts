import {
  dateField,
  idField,
  MY_PARCELS_PAGE_SIZE,
  PARCEL_MSG,
  PARCEL_ORDERINGS,
  PARCEL_STORAGE_FILTERS,
  PARCELS_PAGE_SIZE,
  parcelCreateSchema,
  parcelUpdateSchema,
} from '@kerben/domain';
import { z } from 'zod';
import { optionalUpload, removableUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';
import { clientCodeFilter, idFilter, optionalFilter, trackNumberFilter } from '../../http/params';

// Request bodies: the shared form schemas plus the photo and the receipt (`image_check`).

export const parcelCreateBody = parcelCreateSchema.extend({ image: optionalUpload, image_check: optionalUpload });
export const parcelUpdateBody = parcelUpdateSchema.extend({ image: removableUpload, image_check: removableUpload });
export type ParcelCreateBody = z.output<typeof parcelCreateBody>;
export type ParcelUpdateBody = z.output<typeof parcelUpdateBody>;

const trackFilter = trackNumberFilter(() => PARCEL_MSG.trackTooLong);

/** The operators' list (page size 5, as the existing client asks) and its filters. */
export const parcelListQuery = paginationQuery(PARCELS_PAGE_SIZE).extend({
  warehouse: optionalFilter(idField(() => PARCEL_MSG.filterInvalid)),
  status: optionalFilter(idField(() => PARCEL_MSG.filterInvalid)),
  track_number: trackFilter,
  date_sent: optionalFilter(dateField({ invalid: () => PARCEL_MSG.dateInvalid })),
  unique_id: clientCodeFilter,
  name: optionalFilter(z.string().trim().max(200)),
  country_of_origin: optionalFilter(idField(() => PARCEL_MSG.filterInvalid)),
  country_of_destination: optionalFilter(idField(() => PARCEL_MSG.filterInvalid)),
  /** Given parcels only (the labels of a selection): `?id=1&id=2` or `?id=1,2`. */
  id: idFilter(() => PARCEL_MSG.filterInvalid),
  /** `waiting`: parcels waiting at a warehouse now; `paid`: those past their free days. */
  storage: optionalFilter(z.enum(PARCEL_STORAGE_FILTERS, { error: () => PARCEL_MSG.filterInvalid })),
  /** `-storage_days`: the longest in storage first (then those not waiting, by number, newest first); newest first otherwise. */
  ordering: optionalFilter(z.enum(PARCEL_ORDERINGS, { error: () => PARCEL_MSG.filterInvalid })),
});
export type ParcelListQuery = z.output<typeof parcelListQuery>;

/** A customer's own parcels: all, or of one status (the "delivered" tab), or by track number. */
export const myParcelsQuery = paginationQuery(MY_PARCELS_PAGE_SIZE).extend({
  status: optionalFilter(idField(() => PARCEL_MSG.filterInvalid)),
  track_number: trackFilter,
});
export type MyParcelsQuery = z.output<typeof myParcelsQuery>;

/** Public tracking: `/:track/`, any spelling of a track number. */
export const trackParams = z.object({ track: z.string().max(100) });
