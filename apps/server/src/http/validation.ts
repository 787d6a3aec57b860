import { MSG } from '@kerben/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldErrors } from '../core/errors';

// Body schemas that take some fields under the seed's name too (http/validation.ts `withAliases`).
const ALIASES = new WeakMap<z.ZodType, readonly string[]>();

/**
 * A body that also takes a field under the existing client's name (`{ number: 'phone' }`): the
 * value sent under the alias counts as the field's when the field itself is not sent. Known to the
 * unknown-field check.
 */
export function withAliases<T extends z.ZodType>(schema: T, aliases: Record<string, string>) {
  const aliased = z.preprocess((value) => {
    if (!isPlainObject(value)) return value;
    const body = { ...value };
    for (const [alias, field] of Object.entries(aliases)) {
      if (!(alias in body)) continue;
      if (body[field] === undefined) body[field] = body[alias];
      delete body[alias];
    }
    return body;
  }, schema);
  ALIASES.set(aliased, Object.keys(aliases));
  return aliased;
}

/**
 * The keys an object schema names, through the wrappers a request schema may have (a refine, a
 * transform, a preprocess, optional); undefined when the schema takes any key (`.loose()`) or is
 * not an object, and then nothing is checked.
 */
export function knownKeys(schema: unknown): Set<string> | undefined {
  if (schema instanceof z.ZodObject) {
    const catchall = schema.def.catchall;
    if (catchall && !(catchall instanceof z.ZodNever)) return undefined;
    return new Set(Object.keys(schema.shape));
  }
  if (schema instanceof z.ZodPipe) {
    const keys = knownKeys(schema.def.in) ?? knownKeys(schema.def.out);
    const aliases = ALIASES.get(schema);
    return keys && aliases ? new Set([...keys, ...aliases]) : keys;
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return knownKeys(schema.def.innerType);
  }
  if (schema instanceof z.ZodIntersection) {
    const left = knownKeys(schema.def.left);
    const right = knownKeys(schema.def.right);
    return left && right ? new Set([...left, ...right]) : undefined;
  }
  return undefined;
}

function shapeOf(schema: unknown): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.def.in) ?? shapeOf(schema.def.out);
  return undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * A repeated query parameter (`?page=1&page=2`) is an array; where the schema wants one value the
 * last one counts, as with the seed's server. A parameter the schema takes repeated
 * (`?category=1&category=2`) stays a list.
 */
export function lastValueWins(schema: unknown, query: unknown): unknown {
  if (!isPlainObject(query)) return query;
  const shape = shapeOf(schema);
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query)) {
    if (!Array.isArray(value) || value.length === 0) continue;
    const field = shape?.[key];
    if (field?.safeParse(value).success) continue;
    changed ??= { ...query };
    changed[key] = value[value.length - 1];
  }
  return changed ?? query;
}

function issuesAsFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return fields;
}

/**
 * The zod validator, plus two rules of the seed's contract (DESIGN.md "The seed's contract"): a
 * body field the route does not know is a 400 naming it (never a silent 200 with nothing changed),
 * and a repeated scalar query parameter takes its last value.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart === 'querystring') return (data: unknown) => validate(lastValueWins(route.schema, data));
  if (route.httpPart !== 'body') return validate;
  const known = knownKeys(route.schema);
  if (!known) return validate;
  return (data: unknown) => {
    const unknownFields = isPlainObject(data) ? Object.keys(data).filter((key) => !known.has(key)) : [];
    if (unknownFields.length === 0) return validate(data);
    const parsed = (route.schema as z.ZodType).safeParse(data);
    const fields: FieldErrors = parsed.success ? {} : issuesAsFields(parsed.error);
    for (const key of unknownFields) fields[key] = [MSG.unknownField];
    return { error: new AppError('validation', MSG.invalidData, fields) };
  };
};
