import { warehouseAddressSchema, warehouseAddressUpdateSchema } from '@kerben/domain';
import { optionalUpload, removableUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';
import { withAliases } from '../../http/validation';

// Request bodies: the shared form schemas of packages/domain plus the picture.

// The existing client sends the phone as `number`.
export const warehouseAddressBody = withAliases(warehouseAddressSchema.extend({ image: optionalUpload }), { number: 'phone' });
export const warehouseAddressUpdateBody = withAliases(warehouseAddressUpdateSchema.extend({ image: removableUpload }), {
  number: 'phone',
});

const PAGE_SIZE = 50;
export const warehouseAddressListQuery = paginationQuery(PAGE_SIZE);
