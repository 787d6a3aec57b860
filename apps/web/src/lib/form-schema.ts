import type { schemaResolver } from '@mantine/form';

/** A zod schema (any Standard Schema), as schemaResolver takes it. */
export type Schema = Parameters<typeof schemaResolver>[0];

/**
 * Validates what a form would send rather than its raw values, for forms whose fields are not the
 * request's (two expiry inputs joined into end_date): `requestSchema(cardSchema, cardRequest)`.
 * The messages are the domain schema's, under the request's field names.
 */
export function requestSchema<TValues>(schema: Schema, toRequest: (values: TValues) => unknown): Schema {
  return {
    '~standard': {
      version: 1,
      vendor: 'kerben',
      validate: (values: unknown) => schema['~standard'].validate(toRequest(values as TValues)),
    },
  };
}
