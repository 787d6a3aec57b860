// The embedded database's own thread: PGlite runs every query synchronously inside WebAssembly, so on
// the HTTP thread one heavy list stalled every other request. Here it stalls only this thread.
// Loaded as it is by Node (type stripping) under tests and as dist/pglite-worker.js when built, so
// it imports packages only. The protocol's other half is pglite-remote.ts.
//
// This thread does only what must happen on the database's thread: it runs statements and hands
// PostgreSQL's replies over as they came. Reading them into rows happens on the HTTP thread, which
// has time to spare, while this thread is the only one the database has.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

interface Request {
  id: number;
  type: 'query' | 'close';
  /** The transaction this statement belongs to (0: none); `begin` opens it, `end` closes it. */
  tx: number;
  begin?: boolean;
  end?: boolean;
  /** Runs before everything already waiting (the health check: it must not queue behind a heavy list). */
  priority?: boolean;
  sql?: string;
  params?: unknown[];
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only');

/** PostgreSQL's error fields (code, constraint, detail...) survive the copy; the class does not. */
function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

// PGlite's own start parameters plus ours (PGlite replaces its defaults with what it is given).
const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
const extra = (workerData.startParams ?? []) as string[];
// pg_trgm (migration 0048): the board's text search is served by trigram indexes, which PGlite
// can only read with the extension's code loaded.
const db = await PGlite.create(workerData.dir as string, {
  extensions: { pg_trgm },
  ...(defaults && extra.length ? { startParams: [...defaults, ...extra] } : {}),
});
if (workerData.sessionSql) await db.exec(workerData.sessionSql as string);
// Array types are the database's own (an element type each): the HTTP thread needs them to read rows.
const arrayTypes = (
  await db.query<{ oid: number; typarray: number }>(
    `select b.oid, b.typarray from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray`,
  )
).rows.map((type) => [type.typarray, type.oid]);

// Every statement is prepared once under a name and kept: PGlite's own query() parses and plans
// each time, and planning a list's joins cost more than running it (PostgreSQL's plan cache then
// serves the later runs). The least recently used go past a few hundred.
const MAX_PREPARED = 300;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
const prepared = new Map<string, { name: string; types: number[] }>();
let preparedCount = 0;

const send = (message: Uint8Array): Promise<BackendMessage[]> => db.execProtocolStream(message, { syncToFs: false });

// A statement marked by `plannedForItsValues` (db/list.ts: the board's ILIKE '%…%') is planned
// for its values each time, as an unnamed statement: a generic plan cannot look into a parameter's
// pattern, so it never chose the trigram indexes and counted a search by reading every announcement.
const PLANNED_FOR_ITS_VALUES = '/* planned for its values */';

async function prepare(text: string): Promise<{ name: string; types: number[] }> {
  if (text.includes(PLANNED_FOR_ITS_VALUES)) return describeStatement('', text);
  const known = prepared.get(text);
  if (known) {
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  }
  const statement = await describeStatement(`kerben_${++preparedCount}`, text);
  prepared.set(text, statement);
  if (prepared.size > MAX_PREPARED) {
    const [oldest, { name: old }] = prepared.entries().next().value as [string, { name: string }];
    prepared.delete(oldest);
    await send(protocol.serialize.close({ type: 'S', name: old }));
  }
  return statement;
}

async function describeStatement(name: string, text: string): Promise<{ name: string; types: number[] }> {
  await send(protocol.serialize.parse({ name, text }));
  return { name, types: parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name }))) };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

const DESCRIBE_PORTAL = protocol.serialize.describe({ type: 'P' });
const EXECUTE = protocol.serialize.execute({});
const SYNC = protocol.serialize.sync();

/**
 * PGlite's query() (parse, bind, describe, execute, sync) on a prepared statement, answering the
 * reply's bytes. Bind to sync go in one call: PGlite runs the messages of a buffer one after
 * another, and each call into the WebAssembly module has a cost of its own.
 */
async function query(text: string, params: unknown[]): Promise<Uint8Array> {
  let statement: { name: string; types: number[] };
  try {
    statement = await prepare(text);
  } catch (error) {
    // A failed parse still ends the extended-protocol exchange, so the next statement starts clean.
    await send(SYNC).catch(() => {});
    throw error;
  }
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[statement.types[i] as number];
    return serializer ? serializer(value) : String(value);
  });
  // The bytes PGlite hands over live in its memory until the next write: each chunk is copied.
  const chunks: Uint8Array[] = [];
  await db.execProtocolRawStream(
    concat([protocol.serialize.bind({ statement: statement.name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]),
    {
      syncToFs: false,
      onRawData: (bytes) => chunks.push(bytes.slice()),
    },
  );
  if (!db.isInTransaction()) await db.syncToFs();
  return chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
}

async function handle(request: Request): Promise<Uint8Array | null> {
  if (request.type === 'query') return query(request.sql as string, request.params ?? []);
  await db.close();
  return null;
}

// The transaction protocol. PGlite has one session, so while a transaction is open only its own
// statements run; everything else waits, in the order sent, until its COMMIT or ROLLBACK (what
// PGlite does in-process). Deciding it here, where statements run one at a time, leaves no race.
const waiting: Request[] = [];
// The first `waitingPriority` of `waiting` are priority requests, in the order they came: at the
// very front, last in would be first out (with 32 health checks waiting, the oldest waited seconds).
let waitingPriority = 0;
let openTransaction = 0;
let busy = false;
let scheduled = false;

// A statement runs from setImmediate, never from the message event: Node hands over the messages
// that arrived during a statement one event at a time, and running each on arrival would make the
// port's own queue the order (a priority ping behind 30 list queries). This way every message
// that arrived is in `waiting` before the next statement is chosen.
function schedule(): void {
  if (busy || scheduled) return;
  scheduled = true;
  setImmediate(next);
}

function next(): void {
  scheduled = false;
  if (busy || waiting.length === 0) return;
  const index = openTransaction ? waiting.findIndex((request) => request.tx === openTransaction) : 0;
  if (index < 0) return;
  const [request] = waiting.splice(index, 1) as [Request];
  if (index < waitingPriority) waitingPriority--;
  if (request.begin) openTransaction = request.tx;
  busy = true;
  void handle(request)
    .then(
      // The reply's bytes are moved to the HTTP thread, not copied.
      (reply) => port?.postMessage({ id: request.id, ok: true, reply }, reply ? [reply.buffer as ArrayBuffer] : []),
      (error: unknown) => port?.postMessage({ id: request.id, ok: false, error: errorFields(error) }),
    )
    .finally(() => {
      if (request.end) openTransaction = 0;
      busy = false;
      // Ends this thread only; the main thread waits for its exit.
      if (request.type === 'close') process.exit(0);
      schedule();
    });
}

port.on('message', (request: Request) => {
  if (request.priority) waiting.splice(waitingPriority++, 0, request);
  else waiting.push(request);
  schedule();
});
port.postMessage({ type: 'ready', arrayTypes });
