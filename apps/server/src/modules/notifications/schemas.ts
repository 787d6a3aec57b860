import { NOTIFICATIONS_PAGE_SIZE, notificationSchema, notificationUpdateSchema } from '@kerben/domain';
import { optionalUpload, removableUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';

// Request bodies: the shared form schemas of packages/domain plus the broadcast's icon.

export const broadcastBody = notificationSchema.extend({ icon: optionalUpload });
export const broadcastUpdateBody = notificationUpdateSchema.extend({ icon: removableUpload });
export const myNotificationsQuery = paginationQuery(NOTIFICATIONS_PAGE_SIZE);
