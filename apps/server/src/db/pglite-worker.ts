// The embedded database's own thread: PGlite runs every query synchronously inside WebAssembly, so on
// the HTTP thread one heavy list stalled every other request. Here it stalls only this thread.
// Loaded as it is by Node (type stripping) under tests and as dist/pglite-worker.js when built, so
// it imports packages only. The protocol's other half is pglite-remote.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

interface Request {
  id: number;
  type: 'query' | 'listen' | 'unlisten' | 'close';
  /** The transaction this statement belongs to (0: none); `begin` opens it, `end` closes it. */
  tx: number;
  begin?: boolean;
  end?: boolean;
  /** Runs before everything already waiting (the health check: it must not queue behind a heavy list). */
  priority?: boolean;
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Type OIDs whose text is handed over as it is (Drizzle's parsers, which cannot cross threads). */
  rawTypes?: number[];
  channel?: string;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only');

const keepText = (value: string) => value;
type Parsers = Record<number, (value: string, typeId?: number) => unknown>;
// PGlite's parsers with the raw types' replaced, one table per set of raw types. Built once:
// parseResults copies PGlite's whole table of a few hundred parsers into a new object for every
// query that brings parsers of its own (a fifth of this thread's time under a list's load).
const parsersByKey = new Map<string, Parsers>();
function parsersFor(rawTypes: number[] = []): Parsers {
  const key = rawTypes.join(',');
  let parsers = parsersByKey.get(key);
  if (!parsers) {
    parsers = { ...db.parsers, ...Object.fromEntries(rawTypes.map((oid) => [oid, keepText])) };
    parsersByKey.set(key, parsers);
  }
  return parsers;
}

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
const db = await PGlite.create(
  workerData.dir as string,
  defaults && extra.length ? { startParams: [...defaults, ...extra] } : {},
);
if (workerData.sessionSql) await db.exec(workerData.sessionSql as string);
const stopListening = new Map<string, () => Promise<void>>();

// Every statement is prepared once under a name and kept: PGlite's own query() parses and plans
// each time, and planning a list's joins cost more than running it (PostgreSQL's plan cache then
// serves the later runs). The least recently used go past a few hundred.
const MAX_PREPARED = 300;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
const prepared = new Map<string, { name: string; types: number[] }>();
let preparedCount = 0;

const send = (message: Uint8Array): Promise<BackendMessage[]> => db.execProtocolStream(message, { syncToFs: false });

async function prepare(text: string): Promise<{ name: string; types: number[] }> {
  const known = prepared.get(text);
  if (known) {
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  }
  const name = `kerben_${++preparedCount}`;
  await send(protocol.serialize.parse({ name, text }));
  const statement = {
    name,
    types: parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name }))),
  };
  prepared.set(text, statement);
  if (prepared.size > MAX_PREPARED) {
    const [oldest, { name: old }] = prepared.entries().next().value as [string, { name: string }];
    prepared.delete(oldest);
    await send(protocol.serialize.close({ type: 'S', name: old }));
  }
  return statement;
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
 * PGlite's query() (parse, bind, describe, execute, sync) on a prepared statement. Bind to sync
 * go in one call: PGlite runs the messages of a buffer one after another, and each call into the
 * WebAssembly module has a cost of its own.
 */
async function query(text: string, params: unknown[], options: { rowMode?: 'array' | 'object'; parsers: Parsers }) {
  let messages: BackendMessage[];
  try {
    const { name, types } = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[types[i] as number];
      return serializer ? serializer(value) : String(value);
    });
    messages = await send(concat([protocol.serialize.bind({ statement: name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]));
  } catch (error) {
    // A failed parse (or a value that would not serialize) still ends the extended-protocol
    // exchange, so the next statement starts clean.
    await send(SYNC).catch(() => {});
    throw error;
  }
  if (!db.isInTransaction()) await db.syncToFs();
  return parse.parseResults(messages, options.parsers, { rowMode: options.rowMode })[0] as {
    rows: unknown[];
    fields: unknown[];
    affectedRows?: number;
  };
}

async function handle(request: Request): Promise<unknown> {
  switch (request.type) {
    case 'query': {
      const result = await query(request.sql as string, request.params ?? [], {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'listen': {
      const channel = request.channel as string;
      if (!stopListening.has(channel)) {
        stopListening.set(channel, await db.listen(channel, () => port?.postMessage({ type: 'notify', channel })));
      }
      return null;
    }
    case 'unlisten': {
      const channel = request.channel as string;
      await stopListening.get(channel)?.();
      stopListening.delete(channel);
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
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
      (result) => port?.postMessage({ id: request.id, ok: true, result }),
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
port.postMessage({ type: 'ready' });
