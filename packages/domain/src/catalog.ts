import { z } from 'zod';

// Forms of the catalogue: categories, shop sites, company logos and promo products. The browser
// dialogs and the server validate with these same schemas; files are added by each side (a
// browser File there, an upload field on the server).

export const CATALOG_MSG = {
  categoryNameRequired: 'Введите название категории',
  categoryNameTaken: 'Категория с таким названием уже существует',
  categoryRequired: 'Выберите категорию',
  categoryNotFound: 'Категория не найдена',
  categoryInUse: 'Категория используется сайтами',
  countryInvalid: 'Выберите страну из списка',
  countryNotFound: 'Страна не найдена',
  siteNameRequired: 'Введите название сайта',
  siteUrlRequired: 'Введите ссылку на сайт',
  siteNotFound: 'Сайт не найден',
  urlInvalid: 'Введите корректную ссылку',
  logoFileRequired: 'Пожалуйста, выберите файл логотипа.',
  logoNotFound: 'Логотип не найден',
  productFieldsRequired: 'Все поля должны быть заполнены',
  productNotFound: 'Товар не найден',
  badCharacter: 'Текст содержит недопустимый символ',
} as const;

/** Ids are PostgreSQL integers; anything larger can name no row. */
export const MAX_ID = 2_147_483_647;
export const URL_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 2000;

const tooLong = (max: number) => `Не более ${max} символов`;
// PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400, not a database error.
const hasNoNul = (value: string) => !value.includes('\u0000');

/** Trimmed, non-empty text; `message` covers missing and blank alike. */
const nameText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)).refine(hasNoNul, CATALOG_MSG.badCharacter);

// The WHATWG URL class of browsers and Node; this package compiles without DOM or Node types.
declare const URL: new (
  input: string,
) => { protocol: string; username: string; password: string; hostname: string; href: string };

function parseUrl(text: string) {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/i;

/**
 * A shop link: http or https with a real host name. A link typed without a scheme
 * ("amazon.com/deals") gets https://; any other scheme (javascript:, ftp:, mailto:) is refused,
 * since these links end up in hrefs. Returns the normalised URL, or null when it is not valid.
 */
export function normalizeShopUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let candidate = text;
  if (text.startsWith('//')) candidate = `https:${text}`;
  // "scheme:" not followed by a port number means the caller named a scheme; keep it to judge it.
  else if (!/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) candidate = `https://${text}`;
  const url = parseUrl(candidate);
  if (!url) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !HOST.test(url.hostname)) return null;
  return url.href;
}

const toShopUrl = (message: string) => (value: string, ctx: z.RefinementCtx) => {
  const url = normalizeShopUrl(value);
  if (!url || url.length > URL_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return url;
};

/** A required http(s) link; `requiredMessage` when missing, 'Введите корректную ссылку' when malformed. */
export const urlField = (requiredMessage: string, invalidMessage: string = CATALOG_MSG.urlInvalid) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(URL_MAX_LENGTH, tooLong(URL_MAX_LENGTH))
    .transform(toShopUrl(invalidMessage));

/** A reference to a row by id, from a select (a number, or a numeric string in multipart). */
export const idField = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** An optional reference: absent keeps the current value, null or '' clears it. */
const clearableIdField = (message: string) =>
  z.preprocess((value) => (value === '' ? null : value), idField(message).nullable()).optional();

const descriptionField = z
  .string({ error: 'Описание должно быть текстом' })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, tooLong(DESCRIPTION_MAX_LENGTH))
  .refine(hasNoNul, CATALOG_MSG.badCharacter)
  .optional();

// ---- Categories

export const categoryFields = {
  name: nameText(CATALOG_MSG.categoryNameRequired, 100),
};
export const categorySchema = z.object(categoryFields);
export const categoryUpdateSchema = categorySchema.partial();
export type CategoryInput = z.input<typeof categorySchema>;

// ---- Shop sites ("Добавить сайт": name, link, category, country, logo, comment -> description)

export const siteFields = {
  name: nameText(CATALOG_MSG.siteNameRequired, 200),
  url: urlField(CATALOG_MSG.siteUrlRequired),
  category: idField(CATALOG_MSG.categoryRequired),
  country: clearableIdField(CATALOG_MSG.countryInvalid),
  description: descriptionField,
};
export const siteSchema = z.object(siteFields);
export const siteUpdateSchema = siteSchema.partial();
export type SiteInput = z.input<typeof siteSchema>;

// ---- Company logos ("Добавить логотип": site link, logo file; only the file is required)

/** An optional link: blank (or null) means none and is kept as ''. */
const optionalUrlField = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: CATALOG_MSG.urlInvalid })
    .trim()
    .max(URL_MAX_LENGTH, tooLong(URL_MAX_LENGTH))
    .transform((value, ctx) => (value === '' ? '' : toShopUrl(CATALOG_MSG.urlInvalid)(value, ctx))),
);

export const logoFields = {
  link: optionalUrlField.optional(),
};
export const logoSchema = z.object(logoFields);
export const logoUpdateSchema = logoSchema.partial();
export type LogoInput = z.input<typeof logoSchema>;

// ---- Promo products ("Создать товар": name, link, image; all required with one alert)

export const productFields = {
  title: nameText(CATALOG_MSG.productFieldsRequired, 200),
  link: urlField(CATALOG_MSG.productFieldsRequired),
};
export const productSchema = z.object(productFields);
export const productUpdateSchema = productSchema.partial();
export type ProductInput = z.input<typeof productSchema>;
