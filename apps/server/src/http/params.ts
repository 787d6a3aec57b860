import type { LazyMessage } from '@kerben/domain';
import { MAX_ID, MSG, normalizeTrackNumber } from '@kerben/domain';
import { z } from 'zod';

/** `/:id/` of every route that names a row. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: () => MSG.idInvalid })
    .int({ error: () => MSG.idInvalid })
    .min(1, { error: () => MSG.idInvalid })
    .max(MAX_ID, { error: () => MSG.idInvalid }),
});

/**
 * A repeatable id filter: `?category=1&category=2`, a single `?category=1`, or `?category=1,2`.
 * Empty values are ignored; anything that is not an id is a 400 on that parameter.
 */
export const idFilter = (message: LazyMessage) =>
  z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.string())
        .transform((values, ctx) => {
          const parts = values
            .flatMap((value) => value.split(','))
            .map((value) => value.trim())
            .filter(Boolean);
          const ids = [...new Set(parts.map(Number))];
          if (parts.some((part) => !/^\d{1,10}$/.test(part)) || ids.some((id) => id < 1 || id > MAX_ID) || ids.length > 100) {
            ctx.addIssue({ code: 'custom', message: message() });
            return z.NEVER;
          }
          return ids;
        })
        // Never used (an absent filter is [] already): it tells the OpenAPI document the filter is optional.
        .default([]),
    )
    .meta({ items: { type: 'integer' }, description: 'Ids, the parameter repeated or comma-separated' });

/** A query filter that may be left blank: '' and null are no filter. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A typed track number in its compared form; blank means no filter. */
export const trackNumberFilter = (tooLong: LazyMessage) =>
  optionalFilter(
    z
      .string()
      .max(100, { error: tooLong })
      .transform((value) => normalizeTrackNumber(value) || undefined),
  );

/** The start of a client code as typed (any case, with or without the #); blank means no filter. */
export const clientCodeFilter = optionalFilter(
  z
    .string()
    .max(20)
    .transform((code) => code.trim().replace(/^#/, '').toUpperCase() || undefined),
);
