import type { schemaResolver } from '@mantine/form';

/** A zod schema (any Standard Schema), as schemaResolver takes it. */
export type Schema = Parameters<typeof schemaResolver>[0];

type Result = ReturnType<Schema['~standard']['validate']>;
type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

/** An issue's path as a dotted field name ('routes.0.rate_per_kg_cents'). */
const fieldOf = (issue: Issue) =>
  (issue.path ?? []).map((part) => String(typeof part === 'object' && part !== null ? part.key : part)).join('.');

/** The issues of a result with their fields renamed (a result without issues as it is). */
function renamed(result: Awaited<Result>, rename: (field: string) => string): Awaited<Result> {
  if (!result.issues) return result;
  return {
    issues: result.issues.map((issue) => ({ ...issue, path: rename(fieldOf(issue)).split('.').filter(Boolean) })),
  };
}

/**
 * Validates what a form would send rather than its raw values, for forms whose fields are not the
 * request's (two expiry inputs joined into end_date): `requestSchema(cardSchema, cardRequest)`.
 * The messages are the domain schema's, under the request's field names, or under the form's when
 * `rename` maps one to the other (a price typed in dollars that the request sends in cents).
 */
export function requestSchema<TValues>(
  schema: Schema,
  toRequest: (values: TValues) => unknown,
  rename?: (field: string) => string,
): Schema {
  return {
    '~standard': {
      version: 1,
      vendor: 'kerben',
      validate: (values: unknown) => {
        const result = schema['~standard'].validate(toRequest(values as TValues));
        if (!rename) return result;
        return result instanceof Promise ? result.then((done) => renamed(done, rename)) : renamed(result, rename);
      },
    },
  };
}
