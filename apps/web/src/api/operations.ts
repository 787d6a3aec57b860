// The API's operations as types, read from the server's OpenAPI document (schema.gen.ts, generated
// by `npm run api:types`): a path and a method give what the call takes and what it answers, so no
// call site spells a type the server already declares.
import type { PathsWithMethod, RequiredKeysOf, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { paths } from './schema.gen';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that take `method`, as the document spells them (`/api/categories/update/{id}/`). */
export type PathOf<M extends Method> = PathsWithMethod<paths, M>;

type Operation<M extends Method, P extends PathOf<M>> = paths[P][M];

/** What a call answers on success: its JSON, or undefined for a 204 without a body. */
export type Answer<M extends Method, P extends PathOf<M>> = SuccessResponseJSON<
  Operation<M, P> & Record<string | number, unknown>
>;

type ParametersOf<Op> = Op extends { parameters: infer Parameters } ? Parameters : never;
type PathParams<Op> = ParametersOf<Op> extends { path: infer Path } ? Path : never;
type QueryParams<Op> = ParametersOf<Op> extends { query?: infer Query } ? NonNullable<Query> : never;
type Content<Op> = Op extends { requestBody: { content: infer Media } } ? Media : never;
type JsonBody<Op> = Content<Op> extends { 'application/json': infer Json } ? Json : never;
/** A route that reads multipart (it takes files) takes FormData too (`toFormData`). */
type Body<Op> = Loose<JsonBody<Op>> | ('multipart/form-data' extends keyof Content<Op> ? FormData : never);

/**
 * What a caller may send for a field of type T: a list read-only, and a number as the text a form
 * holds (a NumberInput's value), since the request schemas of packages/domain read numbers typed
 * into forms (`z.coerce`), as the older client sends them in multipart.
 */
type Loose<T> = T extends (infer Item)[]
  ? readonly Loose<Item>[]
  : T extends number
    ? T | string
    : T extends object
      ? { [Key in keyof T]: Loose<T[Key]> }
      : T;

/**
 * A query as the client sends it (client.ts `buildUrl`): every parameter may be left out (null,
 * undefined and '' are), and a value may be the text it becomes (a filter read from the address).
 */
type QueryInput<Query> = { [Name in keyof Query]?: Loose<Query[Name]> | string | null };

/** What a call sends as its body (operations the caller builds a body for, as in `body(values): Body<…>`). */
export type RequestBody<M extends Method, P extends PathOf<M>> = Loose<JsonBody<Operation<M, P>>>;

type Has<T> = [T] extends [never] ? false : true;

/** The path's own parameters (`{ id }`), its query and its body, where it has them. */
export type CallParts<M extends Method, P extends PathOf<M>> = (Has<PathParams<Operation<M, P>>> extends true
  ? { path: PathParams<Operation<M, P>> }
  : { path?: never }) &
  (Has<QueryParams<Operation<M, P>>> extends true ? { query?: QueryInput<QueryParams<Operation<M, P>>> } : { query?: never }) &
  (Has<JsonBody<Operation<M, P>>> extends true
    ? RequiredKeysOf<JsonBody<Operation<M, P>>> extends never
      ? { body?: Body<Operation<M, P>> }
      : { body: Body<Operation<M, P>> }
    : { body?: never });

/** The arguments after the path: optional when nothing in them is required. */
export type CallArgs<M extends Method, P extends PathOf<M>, Options> =
  RequiredKeysOf<CallParts<M, P>> extends never ? [init?: CallParts<M, P> & Options] : [init: CallParts<M, P> & Options];
