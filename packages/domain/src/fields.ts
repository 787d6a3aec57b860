import { z } from 'zod';
import { normalizePhone, parseApiDate } from './format';
import type { LazyMessage } from './i18n/localize';
import { MSG } from './messages';

// Field builders: the types and shapes every form shares (trimming, lengths, what a number or a
// link is). The rules and messages a person reads belong to each form's own schema, which passes
// them in, because forms differ (the buy-out email rule is not the account one).

/** Ids are PostgreSQL integers; anything larger can name no row. */
export const MAX_ID = 2_147_483_647;

// PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400, not a database error.
const hasNoNul = (value: string) => !value.includes('\u0000');

/** Trimmed, non-empty text of at most `max` characters; `required` covers missing and blank alike. */
export const requiredText = (max: number, messages: { required: LazyMessage }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: () => MSG.tooLong(max) })
    .refine(hasNoNul, { error: () => MSG.badCharacter });

/** Optional trimmed text; null counts as empty (JSON clients clear a field with null). */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: () => MSG.textExpected })
      .trim()
      .max(max, { error: () => MSG.tooLong(max) })
      .refine(hasNoNul, { error: () => MSG.badCharacter }),
  );

/** An email address, trimmed; `pattern` narrows it further where a form asks (the buy-out form). */
export const emailField = (messages: { required: LazyMessage; invalid: LazyMessage }, pattern?: RegExp) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(254, { error: messages.invalid })
    .pipe(z.email({ error: messages.invalid, ...(pattern ? { pattern } : {}) }));

/**
 * A phone number of an account, an address or a user added by an admin: international or a local
 * form of Kyrgyzstan or Russia, answered in E.164.
 */
export const phoneField = (messages: { required: LazyMessage; invalid: LazyMessage }) =>
  z
    .string({ error: messages.required })
    .trim()
    .refine((value) => value.replace(/\D/g, '').length > 0, { error: messages.required })
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: messages.invalid() });
        return z.NEVER;
      }
      return phone;
    });

/** A reference to a row by id, from a select (a number, or a numeric string in multipart). */
export const idField = (message: LazyMessage) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message });

/** An optional reference: absent keeps the current value, null or '' clears it. */
export const clearableIdField = (message: LazyMessage) =>
  z.preprocess((value) => (value === '' ? null : value), idField(message).nullable()).optional();

/** A positive whole number typed into a form (a count). */
export const countField = (messages: { required: LazyMessage; min: LazyMessage }, max = 1_000_000) =>
  z.coerce
    .number({ error: messages.required })
    .int({ error: messages.min })
    .min(1, { error: messages.min })
    .max(max, { error: messages.min });

// ---- Links

export const URL_MAX_LENGTH = 500;

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

const toShopUrl = (message: LazyMessage) => (value: string, ctx: z.RefinementCtx) => {
  const url = normalizeShopUrl(value);
  if (!url || url.length > URL_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: message() });
    return z.NEVER;
  }
  return url;
};

/** A required http(s) link, normalised by normalizeShopUrl. */
export const urlField = (messages: { required: LazyMessage; invalid: LazyMessage }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(URL_MAX_LENGTH, { error: () => MSG.tooLong(URL_MAX_LENGTH) })
    .transform(toShopUrl(messages.invalid));

/** An optional link: blank or null means none and is kept as ''. */
export const optionalUrlField = (messages: { invalid: LazyMessage }) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: messages.invalid })
      .trim()
      .max(URL_MAX_LENGTH, { error: () => MSG.tooLong(URL_MAX_LENGTH) })
      .transform((value, ctx) => (value === '' ? '' : toShopUrl(messages.invalid)(value, ctx))),
  );

// ---- Numbers, dates and flags typed into forms (multipart sends them as text)

/**
 * A positive decimal (weight, a dimension, a price): a number, or its text with a dot or a comma.
 * Absent keeps the current value; null (or '') clears it where the column allows.
 */
export const positiveNumberField = (messages: { invalid: LazyMessage }, max = 1_000_000) =>
  z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' ? value.trim().replace(',', '.') : value),
    z.coerce
      .number({ error: messages.invalid })
      .positive({ error: messages.invalid })
      .max(max, { error: messages.invalid })
      .nullable(),
  );

/** A calendar date typed as MM.DD.YYYY (docs/product.md#forms) or YYYY-MM-DD, answered as YYYY-MM-DD; null clears it. */
export const dateField = (messages: { invalid: LazyMessage }) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: messages.invalid })
      .trim()
      .transform((value, ctx) => {
        const date = parseApiDate(value);
        if (!date) {
          ctx.addIssue({ code: 'custom', message: messages.invalid() });
          return z.NEVER;
        }
        return date;
      })
      .nullable(),
  );

/** A yes/no flag: a boolean, or 'true'/'false' (and 1/0) from a multipart form. */
export const booleanField = (messages: { invalid: LazyMessage }) =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value,
    z.boolean({ error: messages.invalid }),
  );

/** A list of ids (bulk actions): a JSON array, a repeated field, or "1,2,3". */
export const idListField = (messages: { required: LazyMessage; invalid: LazyMessage }, max = 500) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
    z
      .array(idField(messages.invalid), { error: messages.required })
      .min(1, { error: messages.required })
      .max(max, { error: messages.invalid })
      .transform((ids) => [...new Set(ids)]),
  );
