import {
  adminUserCreateWith,
  adminUserUpdateSchema,
  profileUpdateSchema,
  USER_LIST_ROLES,
  USERS_MSG,
  USERS_PAGE_SIZE,
} from '@kerben/domain';
import { z } from 'zod';
import { optionalUpload, removableUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';

// Request bodies: the shared form schemas of packages/domain plus the passport images.

/** The users page and the operators' client lookup. */
export const userListQuery = paginationQuery(USERS_PAGE_SIZE).extend({
  unique_id: z.string().trim().max(20).optional(),
  search: z.string().trim().max(100).optional(),
  role: z.enum(USER_LIST_ROLES, { error: () => USERS_MSG.roleFilterInvalid }).optional(),
});

export const profileUpdateBody = profileUpdateSchema.extend({ front_image: removableUpload, back_image: removableUpload });
export const userCreateBody = adminUserCreateWith({ front_image: optionalUpload, back_image: optionalUpload });
export const userUpdateBody = adminUserUpdateSchema.extend({ front_image: removableUpload, back_image: removableUpload });
