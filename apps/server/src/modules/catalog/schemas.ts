import {
  CATALOG_MSG,
  categorySchema,
  categoryUpdateSchema,
  logoSchema,
  logoUpdateSchema,
  productSchema,
  productUpdateSchema,
  SITES_PAGE_SIZE,
  siteSchema,
  siteSearchField,
  siteUpdateSchema,
} from '@kerben/domain';
import type { z } from 'zod';
import { optionalUpload, removableUpload, replacementUpload, requiredUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';
import { idFilter } from '../../http/params';

// Request bodies: the shared form schemas of packages/domain plus the file fields, which only the
// server can read (a browser File there, an upload here).

export const categoryBody = categorySchema;
export const categoryUpdateBody = categoryUpdateSchema;
export const siteBody = siteSchema.extend({ logo: optionalUpload });
export const siteUpdateBody = siteUpdateSchema.extend({ logo: removableUpload });
export const logoBody = logoSchema.extend({ logo: requiredUpload(() => CATALOG_MSG.logoFileRequired) });
export const logoUpdateBody = logoUpdateSchema.extend({ logo: replacementUpload(() => CATALOG_MSG.logoFileRequired) });
export const productBody = productSchema.extend({ image: requiredUpload(() => CATALOG_MSG.productFieldsRequired) });
export const productUpdateBody = productUpdateSchema.extend({
  image: replacementUpload(() => CATALOG_MSG.productFieldsRequired),
});

export type CategoryBody = z.output<typeof categoryBody>;
export type CategoryUpdateBody = z.output<typeof categoryUpdateBody>;
export type SiteBody = z.output<typeof siteBody>;
export type SiteUpdateBody = z.output<typeof siteUpdateBody>;
export type LogoBody = z.output<typeof logoBody>;
export type LogoUpdateBody = z.output<typeof logoUpdateBody>;
export type ProductBody = z.output<typeof productBody>;
export type ProductUpdateBody = z.output<typeof productUpdateBody>;

export const siteListQuery = paginationQuery(SITES_PAGE_SIZE).extend({
  category: idFilter(() => CATALOG_MSG.categoryFilterInvalid),
  country: idFilter(() => CATALOG_MSG.countryFilterInvalid),
  /** Part of the shop's name, any case. */
  search: siteSearchField,
});
export type SiteListQuery = z.output<typeof siteListQuery>;
