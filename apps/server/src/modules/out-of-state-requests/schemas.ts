import {
  OUT_OF_STATE_PAGE_SIZE,
  outOfStateRequestFilters,
  outOfStateRequestSchema,
  outOfStateRequestUpdateSchema,
} from '@kerben/domain';
import type { z } from 'zod';
import { paginationQuery } from '../../http/pagination';

// Request bodies and queries: the shared form schemas of packages/domain.

export const requestBody = outOfStateRequestSchema;
export const updateBody = outOfStateRequestUpdateSchema;
export const listQuery = paginationQuery(OUT_OF_STATE_PAGE_SIZE).extend(outOfStateRequestFilters.shape);

export type RequestBody = z.output<typeof requestBody>;
export type UpdateBody = z.output<typeof updateBody>;
export type ListQuery = z.output<typeof listQuery>;
