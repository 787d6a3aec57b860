import { z } from 'zod';
import { clearableIdField, idField, optionalText, optionalUrlField, requiredText, urlField } from './fields';
import { localized } from './i18n/localize';
import { MSG } from './messages';
import { countryResponse } from './reference';

// The catalogue: categories, shop sites, company logos and promo products. The browser dialogs and
// the server validate with these same schemas; files are added by each side (a browser File
// there, an upload field on the server).

export const CATALOG_MSG = /* @__PURE__ */ localized('CATALOG_MSG', {
  categoryNameRequired: 'Введите название категории',
  categoryNameTaken: 'Категория с таким названием уже существует',
  categoryRequired: 'Выберите категорию',
  categoryNotFound: 'Категория не найдена',
  categoryFilterInvalid: 'Некорректный идентификатор категории',
  countryInvalid: 'Выберите страну из списка',
  countryNotFound: 'Страна не найдена',
  countryFilterInvalid: 'Некорректный идентификатор страны',
  siteNameRequired: 'Введите название сайта',
  siteUrlRequired: 'Введите ссылку на сайт',
  siteNotFound: 'Сайт не найден',
  urlInvalid: 'Введите корректную ссылку',
  logoFileRequired: 'Пожалуйста, выберите файл логотипа.',
  logoNotFound: 'Логотип не найден',
  productFieldsRequired: 'Все поля должны быть заполнены',
  productNotFound: 'Товар не найден',
} as const);

export const DESCRIPTION_MAX_LENGTH = 2000;

// ---- Categories

export const categorySchema = z.object({
  name: requiredText(100, { required: () => CATALOG_MSG.categoryNameRequired }),
});
export const categoryUpdateSchema = categorySchema.partial();
export type CategoryInput = z.input<typeof categorySchema>;

// ---- Shop sites ("Добавить сайт": name, link, category, country, logo, comment -> description)

export const siteSchema = z.object({
  name: requiredText(200, { required: () => CATALOG_MSG.siteNameRequired }),
  url: urlField({ required: () => CATALOG_MSG.siteUrlRequired, invalid: () => CATALOG_MSG.urlInvalid }),
  category: idField(() => CATALOG_MSG.categoryRequired),
  country: clearableIdField(() => CATALOG_MSG.countryInvalid),
  description: optionalText(DESCRIPTION_MAX_LENGTH).optional(),
});
export const siteUpdateSchema = siteSchema.partial();
export type SiteInput = z.input<typeof siteSchema>;

// ---- Company logos ("Добавить логотип": site link, logo file; only the file is required)

export const logoSchema = z.object({
  link: optionalUrlField({ invalid: () => CATALOG_MSG.urlInvalid }).optional(),
});
export const logoUpdateSchema = logoSchema.partial();
export type LogoInput = z.input<typeof logoSchema>;

// ---- Promo products ("Создать товар": name, link, image; all required with one alert)

export const productSchema = z.object({
  title: requiredText(200, { required: () => CATALOG_MSG.productFieldsRequired }),
  link: urlField({ required: () => CATALOG_MSG.productFieldsRequired, invalid: () => CATALOG_MSG.urlInvalid }),
});
export const productUpdateSchema = productSchema.partial();
export type ProductInput = z.input<typeof productSchema>;

// ---- Answers

export const categoryResponse = z.object({ id: z.number(), name: z.string() });
export type Category = z.infer<typeof categoryResponse>;

export const siteResponse = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  /** A /media/... path, or null without a logo. */
  logo: z.string().nullable(),
  category: categoryResponse,
  country: countryResponse.nullable(),
});
export type Site = z.infer<typeof siteResponse>;

/**
 * A site as its create and update answer it: the category and the country as ids, as the original
 * API answered there (its list nests them, as `siteResponse`); the objects beside them as `<field>_detail`.
 */
export const savedSiteResponse = siteResponse.extend({
  category: z.number(),
  category_detail: categoryResponse,
  country: z.number().nullable(),
  country_detail: countryResponse.nullable(),
});
export type SavedSite = z.infer<typeof savedSiteResponse>;

/** How many shop sites one country has (countries without any are left out). */
export const siteCountResponse = z.object({ country: z.number(), count: z.number() });
export type SiteCount = z.infer<typeof siteCountResponse>;

/** Logo and product images are absolute URLs: the existing client uses them as they are. */
export const logoResponse = z.object({ id: z.number(), link: z.string(), logo: z.string() });
export type CompanyLogo = z.infer<typeof logoResponse>;

export const productResponse = z.object({ id: z.number(), title: z.string(), link: z.string(), image: z.string() });
export type Product = z.infer<typeof productResponse>;

export const SITES_PAGE_SIZE = 12;
export const SITE_SEARCH_MAX_LENGTH = 100;

/** ?search= of the public catalogue: part of a shop's name. */
export const siteSearchField = z
  .string({ error: () => MSG.textExpected })
  .trim()
  .max(SITE_SEARCH_MAX_LENGTH, { error: () => MSG.tooLong(SITE_SEARCH_MAX_LENGTH) })
  .optional();
