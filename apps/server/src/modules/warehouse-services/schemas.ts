import {
  type consolidationCompleteSchema,
  type consolidationSchema,
  declineNeedsReason,
  idField,
  MAX_SERVICE_PHOTOS,
  SERVICE_MSG,
  SERVICE_STATUSES,
  SERVICES_PAGE_SIZE,
  serviceOrderSchema,
  TASK_KINDS,
  taskUpdateFields,
} from '@kerben/domain';
import { z } from 'zod';
import { optionalUpload, uploadList } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';
import { optionalFilter } from '../../http/params';

// Request bodies: the domain's schemas plus their files (the return label, the result photos);
// the lists' queries.

/** The order, with the shop's prepaid label for a return (an image, kept private). */
export const serviceOrderBody = serviceOrderSchema.extend({ label: optionalUpload });
export type ServiceOrderBody = z.output<typeof serviceOrderBody>;

/** An operator's move, with the photos of the result. */
export const taskUpdateBody = declineNeedsReason(
  taskUpdateFields.extend({ photos: uploadList(MAX_SERVICE_PHOTOS, () => SERVICE_MSG.tooManyPhotos) }),
);
export type TaskUpdateBody = z.output<typeof taskUpdateBody>;

export type ConsolidationBody = z.output<typeof consolidationSchema>;
export type ConsolidationMeasures = z.output<typeof consolidationCompleteSchema>;

/**
 * GET /api/services/ and /api/consolidations/: `status=open` lists the warehouse's tasks oldest
 * first; any other list is newest first. A customer's list is their own whatever `user` says.
 */
export const taskListQuery = paginationQuery(SERVICES_PAGE_SIZE).extend({
  status: optionalFilter(z.enum([...SERVICE_STATUSES, 'open'], { error: () => SERVICE_MSG.filterInvalid })),
  service: namesFilter(TASK_KINDS),
  warehouse: optionalFilter(idField(() => SERVICE_MSG.filterInvalid)),
  parcel: optionalFilter(idField(() => SERVICE_MSG.filterInvalid)),
  user: optionalFilter(idField(() => SERVICE_MSG.filterInvalid)),
  id: optionalFilter(idField(() => SERVICE_MSG.filterInvalid)),
});
export type TaskListQuery = z.output<typeof taskListQuery>;

/** A repeatable filter of names from a list: `?service=photo&service=repack` or `?service=photo,repack`. */
function namesFilter<T extends string>(names: readonly T[]) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string()).transform((values, ctx): T[] => {
      const parts = values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean);
      if (parts.length > 10 || parts.some((part) => !(names as readonly string[]).includes(part))) {
        ctx.addIssue({ code: 'custom', message: SERVICE_MSG.filterInvalid });
        return z.NEVER;
      }
      return parts as T[];
    }),
  );
}
