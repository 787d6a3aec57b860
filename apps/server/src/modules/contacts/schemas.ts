import { contactSchema, contactUpdateSchema } from '@kerben/domain';
import { optionalUpload, removableUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';
import { withAliases } from '../../http/validation';

// Request bodies: the shared form schemas of packages/domain plus the picture.

// The existing client sends the phone as `number`.
export const contactBody = withAliases(contactSchema.extend({ image: optionalUpload }), { number: 'phone' });
export const contactUpdateBody = withAliases(contactUpdateSchema.extend({ image: removableUpload }), { number: 'phone' });

const CONTACTS_PAGE_SIZE = 50;
export const contactListQuery = paginationQuery(CONTACTS_PAGE_SIZE);
