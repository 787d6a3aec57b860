import { MSG } from '@kerben/domain';
import type { FastifyInstance, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldErrors } from '../core/errors';
import { LEGACY_READ_ROUTES, withoutPlaceholders } from './legacy';

// Body schemas that take some fields under the existing client's name too: alias -> field.
const ALIASES = new WeakMap<z.ZodType, Record<string, string>>();

/**
 * A body that also takes a field under the existing client's name (`{ number: 'phone' }`): sent
 * under the alias, the value counts as the field's (unless the field itself is sent too). The
 * schema stays the object it was (a copy), so its shape is still read by the upload count and the
 * security suite.
 */
export function withAliases<T extends z.ZodObject>(schema: T, aliases: Record<string, string>): T {
  const copy = schema.extend({}) as T;
  ALIASES.set(copy, aliases);
  return copy;
}

function renameAliases(aliases: Record<string, string>, body: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(aliases).some((alias) => alias in body)) return body;
  const renamed = { ...body };
  for (const [alias, field] of Object.entries(aliases)) {
    if (!(alias in renamed)) continue;
    if (renamed[field] === undefined) renamed[field] = renamed[alias];
    delete renamed[alias];
  }
  return renamed;
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
  if (schema instanceof z.ZodPipe) return knownKeys(schema.def.in) ?? knownKeys(schema.def.out);
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
 * last one counts, as the original API did (docs/legacy-client.md). A parameter the schema takes repeated
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

// Per route ("PATCH /api/users/profile/"), the fields of its answer: a client may send back what it
// read (the existing client echoes a record on save); those are known, read-only, and ignored.
const ANSWERED = new Map<string, Set<string>>();

/** Records every route's answer fields as it is added: register before the routes. */
export function registerAnsweredFields(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    const keys = new Set<string>();
    for (const status of ['200', '201']) for (const key of knownKeys(response?.[status]) ?? []) keys.add(key);
    for (const method of [route.method].flat()) ANSWERED.set(`${method} ${route.url}`, keys);
  });
}

/**
 * The zod validator, plus the rules of the older client's contract (docs/legacy-client.md): a
 * body field the route does not know is a 400 naming it (never a silent 200 with nothing changed),
 * a repeated scalar query parameter takes its last value, and on the original API's read routes a
 * query value `null`, `undefined` or blank is not sent.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart === 'querystring') {
    // The original API's read routes take the older client's `null`, `undefined` and blank values as not sent (legacy.ts).
    const legacy = route.method === 'GET' && LEGACY_READ_ROUTES.has(route.url);
    return (data: unknown) => validate(lastValueWins(route.schema, legacy ? withoutPlaceholders(data) : data));
  }
  if (route.httpPart !== 'body') return validate;
  const known = knownKeys(route.schema);
  const aliases = ALIASES.get(route.schema as z.ZodType) ?? {};
  if (!known) return validate;
  const answered = () => ANSWERED.get(`${route.method} ${route.url}`) ?? new Set<string>();
  return (sent: unknown) => {
    const data = isPlainObject(sent) ? renameAliases(aliases, sent) : sent;
    if (!isPlainObject(data)) return validate(data);
    // What the route answers is no stranger: sent back, it is read-only and left out (zod strips it).
    const readOnly = answered();
    const strangers = Object.keys(data).filter((key) => !known.has(key) && !readOnly.has(key));
    if (strangers.length === 0) return validate(data);
    const parsed = (route.schema as z.ZodType).safeParse(data);
    const fields: FieldErrors = parsed.success ? {} : issuesAsFields(parsed.error);
    for (const key of strangers) fields[key] = [MSG.unknownField];
    return { error: new AppError('validation', MSG.invalidData, fields) };
  };
};
