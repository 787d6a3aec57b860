import { OUTSIDE_PAGE_SIZE, outsideRequestFilters, outsideRequestSchema, outsideRequestUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import { paginationQuery } from '../../http/pagination';

// Request bodies and queries: the shared form schemas of packages/domain.

export const requestBody = outsideRequestSchema;
export const updateBody = outsideRequestUpdateSchema;
export const listQuery = paginationQuery(OUTSIDE_PAGE_SIZE).extend(outsideRequestFilters.shape);

export type RequestBody = z.output<typeof requestBody>;
export type UpdateBody = z.output<typeof updateBody>;
export type ListQuery = z.output<typeof listQuery>;
