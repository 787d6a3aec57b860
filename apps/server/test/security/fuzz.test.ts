import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../src/http/access';
import { type HttpMethod, useTestApp } from '../helpers';
import { databaseDigest } from './digest';

// Malformed requests for every API route of the route table (fast-check, fixed seed): never a 5xx,
// never a stack trace, always the contract's error shape with Russian messages, and a refused
// request writes nothing (digest of every table before and after). CI runs FUZZ_RUNS=50 per route
// under a time budget; by hand: FUZZ_RUNS=1000 FUZZ_BUDGET_S=900 FUZZ_SEED=<n> npx vitest run …
// A failure names the route, the seed and the shrunk request, to replay with FUZZ_SEED.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
// The whole file's budget (about 5 times what a run takes on an idle machine: CI runs it beside two
// other files on two cores): when it runs out, the routes left fail rather than silently testing less.
// The embedded database is slower (one connection in WebAssembly): it gets more time.
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_S ?? (process.env.TEST_DATABASE_URL ? 150 : 300)) * 1000;

const { t, actors: a } = useTestApp({ actors: true });

// ---- What a malformed request is made of

const FRAGMENTS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as it is
  '${7*7}',
  '{{7*7}}',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🙂👨‍👩‍👧',
  'Z̷̢̛a̸l̵g̶o̷',
  '\ud800',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  '1.5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];
const huge = fc.constantFrom('x'.repeat(70_000), 'я'.repeat(20_000), '9'.repeat(5_000));
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: huge },
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const jsonValue = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
);

/** Field names of a zod object schema (best effort: refined or piped schemas may hide them). */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const fieldName = (known: string[]) =>
  known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.constantFrom(...FRAGMENTS) })
    : fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 10 }));

/** Every byte percent-encoded (encodeURIComponent throws on a lone surrogate). */
const percent = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

interface Malformed {
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function multipartBody(parts: [string, string | Buffer][], breakIt: 'none' | 'truncate' | 'no-boundary') {
  const boundary = `----fuzz${randomUUID()}`;
  const chunks = parts.flatMap(([name, value]) =>
    typeof value === 'string'
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          value,
          Buffer.from('\r\n'),
        ],
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (breakIt === 'truncate') body = body.subarray(0, Math.max(1, Math.floor(body.length / 2)));
  const type = breakIt === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { payload: body, type };
}

function malformedRequest(route: DeclaredRoute): fc.Arbitrary<Malformed> {
  const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
  const bodyFields = fieldsOf(schema?.body);
  const queryFields = [...fieldsOf(schema?.querystring), 'page', 'page_size', 'pagination_type'];
  const param = fc.oneof(
    fc.constantFrom(
      '-1',
      '0',
      'abc',
      '1.5',
      '1e3',
      '99999999999999999999',
      '0x10',
      '%201',
      '1%20OR%201=1',
      '%27',
      '%00',
      'NaN',
      '%C0%AF',
      '%FF',
      '%',
    ),
    text.map((value) => percent(value.slice(0, 200))),
  );
  const path = fc
    .array(param, { minLength: 4, maxLength: 4 })
    .map((values) => route.url.replace(/:\w+|\*/g, () => values.shift() ?? '1'));
  const query = fc.array(
    fc.tuple(
      fieldName(queryFields),
      text.map((value) => value.slice(0, 2000)),
    ),
    { maxLength: 5 },
  );
  const object = fc.dictionary(fieldName(bodyFields), jsonValue, { maxKeys: 6 });
  const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });
  const body = fc.oneof(
    { weight: 5, arbitrary: object.map((value) => json(JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.oneof(jsonValue, fc.array(object, { maxLength: 2 })).map((value) => json(JSON.stringify(value))) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', "{'a':1}", '\u0000', '{"__proto__":{"x":1}}'), text)
        .map((raw) => json(raw)),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.array(
            fc.tuple(
              fieldName(bodyFields),
              fc.oneof(
                text.map((value) => value.slice(0, 5000)),
                fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
              ),
            ),
            { maxLength: 6 },
          ),
          fc.constantFrom('none', 'none', 'truncate', 'no-boundary') as fc.Arbitrary<'none' | 'truncate' | 'no-boundary'>,
        )
        .map(([parts, breakIt]) => {
          const { payload, type } = multipartBody(parts, breakIt);
          return { headers: { 'content-type': type }, payload };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png', 'garbage'),
          text,
        )
        .map(([type, payload]) => ({ headers: { 'content-type': type }, payload })),
    },
    { weight: 1, arbitrary: fc.constant({ headers: {} as Record<string, string>, payload: undefined }) },
  );
  return fc.record({ path, query, body }).map(({ path, query, body }) => ({
    path,
    query,
    headers: body.headers,
    payload: route.method === 'GET' ? undefined : body.payload,
  }));
}

// ---- What every answer must be

const STACK = /\bat \S+ \(|\.[cm]?[jt]s:\d+:\d+|node_modules|Error: /;
const CYRILLIC = /[А-Яа-яЁё]/;
const ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 414, 415, 429];

function contractProblem(status: number, body: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (STACK.test(body)) return 'a stack trace or source path in the answer';
  if (status < 400) return undefined;
  if (!ERROR_STATUSES.includes(status)) return `status ${status} is not in the contract`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'an error answer that is not JSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'an error answer that is not an object';
  const entries = Object.entries(parsed);
  const detail = (parsed as { detail?: unknown }).detail;
  if (status !== 400 || detail !== undefined) {
    if (typeof detail !== 'string' || !CYRILLIC.test(detail)) return 'no Russian {"detail"}';
    return undefined;
  }
  // 400: {field: [message, …]} with Russian messages.
  for (const [field, messages] of entries) {
    if (!Array.isArray(messages) || messages.length === 0) return `field ${field} without a list of messages`;
    if (!messages.every((message) => typeof message === 'string' && CYRILLIC.test(message)))
      return `field ${field}: a message not in Russian: ${JSON.stringify(messages)}`;
  }
  return entries.length > 0 ? undefined : 'an empty 400';
}

const toUrl = (request: Malformed) =>
  request.query.length === 0
    ? request.path
    : `${request.path}?${request.query.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&')}`;

describe('fuzzing every API route with malformed requests', () => {
  it(
    `answers ${RUNS} malformed requests per route within the contract, writing nothing when it refuses (seed ${SEED})`,
    async () => {
      const routes = t.routeTable.filter(
        (route) =>
          route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method) && !route.url.startsWith('/api/docs'),
      );
      expect(routes.length).toBeGreaterThan(80);
      const deadline = Date.now() + BUDGET_MS;
      const failures: string[] = [];
      let total = 0;
      for (const [index, route] of routes.entries()) {
        const started = Date.now();
        let runs = 0;
        // A read never writes, accepted or not: one digest around the route's whole run. Any other
        // method: a digest after each request, and a refused one must leave it as it was.
        const isRead = route.method === 'GET';
        const before = await databaseDigest(t);
        let digest = before;
        const property = fc.asyncProperty(
          malformedRequest(route),
          fc.constantFrom('admin', 'customerA' as const),
          async (request, who) => {
            runs++;
            const res = await t.app.inject({
              method: route.method as HttpMethod,
              url: toUrl(request),
              headers: { ...a[who].headers, ...request.headers },
              payload: request.payload,
            });
            const problem = contractProblem(res.statusCode, res.body);
            if (problem) throw new Error(`${problem}: ${res.statusCode} ${res.body.slice(0, 300)}`);
            if (isRead) return;
            const after = await databaseDigest(t);
            if (res.statusCode >= 400) {
              const changed = Object.keys(after).filter((table) => after[table] !== digest[table]);
              if (changed.length > 0) throw new Error(`refused with ${res.statusCode} but wrote to ${changed.join(', ')}`);
            }
            digest = after;
          },
        );
        // Every route gets its RUNS requests; the budget only stops a run that has grown too slow.
        const left = Math.max(1, deadline - Date.now());
        const result = await fc.check(property, { seed: SEED + index, numRuns: RUNS, interruptAfterTimeLimit: left });
        total += runs;
        const label = `${route.method} ${route.url}`;
        if (isRead) {
          const after = await databaseDigest(t);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0) failures.push(`${label}: a read wrote to ${changed.join(', ')} (seed ${SEED + index})`);
        }
        if (result.failed) {
          const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          const example = JSON.stringify(result.counterexample).slice(0, 600);
          failures.push(
            `${label} (FUZZ_SEED=${SEED} → seed ${result.seed}, path ${result.counterexamplePath}):\n  ${error}\n  ${example}`,
          );
        } else if (result.interrupted && result.numRuns < RUNS) {
          failures.push(
            `${label}: only ${result.numRuns} of ${RUNS} requests before the ${BUDGET_MS / 1000} s budget ran out (seed ${SEED + index})`,
          );
        }
        if (Date.now() - started > 5000) console.log(`fuzz: ${label} took ${Date.now() - started} ms`);
      }
      console.log(`fuzz: ${total} requests over ${routes.length} routes, seed ${SEED}`);
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    BUDGET_MS + 120_000,
  );
});
