import {
  CATALOG_MSG,
  categorySchema,
  categoryUpdateSchema,
  logoSchema,
  logoUpdateSchema,
  MAX_ID,
  productSchema,
  productUpdateSchema,
  siteSchema,
  siteUpdateSchema,
} from '@kerben/domain';
import { z } from 'zod';
import { optionalUpload, requiredUpload } from '../../http/multipart';
import { paginationQuery } from '../../http/pagination';

// Request bodies: the shared form schemas of packages/domain plus the file fields.

export const categoryBody = categorySchema;
export const categoryUpdateBody = categoryUpdateSchema;
export const siteBody = siteSchema.extend({ logo: optionalUpload });
export const siteUpdateBody = siteUpdateSchema.extend({ logo: optionalUpload });
export const logoBody = logoSchema.extend({ logo: requiredUpload(CATALOG_MSG.logoFileRequired) });
export const logoUpdateBody = logoUpdateSchema.extend({ logo: optionalUpload });
export const productBody = productSchema.extend({ image: requiredUpload(CATALOG_MSG.productFieldsRequired) });
export const productUpdateBody = productUpdateSchema.extend({ image: optionalUpload });

export type CategoryBody = z.output<typeof categoryBody>;
export type CategoryUpdateBody = z.output<typeof categoryUpdateBody>;
export type SiteBody = z.output<typeof siteBody>;
export type SiteUpdateBody = z.output<typeof siteUpdateBody>;
export type LogoBody = z.output<typeof logoBody>;
export type LogoUpdateBody = z.output<typeof logoUpdateBody>;
export type ProductBody = z.output<typeof productBody>;
export type ProductUpdateBody = z.output<typeof productUpdateBody>;

export const idParams = z.object({
  id: z.coerce.number({ error: 'Некорректный идентификатор' }).int().min(1).max(MAX_ID),
});

/**
 * A repeatable id filter: `?category=1&category=2`, a single `?category=1`, or `?category=1,2`.
 * Empty values are ignored; anything that is not an id is a 400 on that parameter.
 */
const idFilter = (message: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string()).transform((values, ctx) => {
      const parts = values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean);
      const ids = [...new Set(parts.map(Number))];
      if (parts.some((part) => !/^\d{1,10}$/.test(part)) || ids.some((id) => id < 1 || id > MAX_ID) || ids.length > 100) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return ids;
    }),
  );

export const SITES_PAGE_SIZE = 12;

export const siteListQuery = paginationQuery(SITES_PAGE_SIZE).extend({
  category: idFilter('Некорректный идентификатор категории'),
  country: idFilter('Некорректный идентификатор страны'),
});
export type SiteListQuery = z.output<typeof siteListQuery>;

// Answers (the presenters: nothing outside these shapes leaves the server).

export const categoryOut = z.object({ id: z.number(), name: z.string() });

export const siteOut = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  /** A /media/... path, or null without a logo. */
  logo: z.string().nullable(),
  category: categoryOut,
  country: z.object({ id: z.number(), name: z.string(), icon: z.string().nullable() }).nullable(),
});

/** Logo and product images are absolute URLs: the existing client uses them as they are. */
export const logoOut = z.object({ id: z.number(), link: z.string(), logo: z.string() });
export const productOut = z.object({ id: z.number(), title: z.string(), link: z.string(), image: z.string() });
