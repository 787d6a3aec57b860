import { contactSchema, contactUpdateSchema } from '@kerben/domain';
import { optionalUpload, removableUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';

// Request bodies: the shared form schemas of packages/domain plus the picture.

export const contactBody = contactSchema.extend({ image: optionalUpload });
export const contactUpdateBody = contactUpdateSchema.extend({ image: removableUpload });

const CONTACTS_PAGE_SIZE = 50;
export const contactListQuery = paginationQuery(CONTACTS_PAGE_SIZE);
