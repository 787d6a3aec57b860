import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from '../core/logger';
import { restrictToOwner } from './embedded/data-dir';
import { PGliteRemote, type WorkerSupervision } from './embedded/pglite-remote';
import { createPostgresListener } from './listener';
import { poolTransactions } from './pool-transactions';
import * as schema from './schema';
import { insideTransaction, refuseRootStatement } from './transaction-scope';

export type Schema = typeof schema;
/** The same Drizzle API whether PGlite or node-postgres is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Helpers that may run inside a caller's transaction take either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Rejects unless the database answers a trivial query, in time while heavy lists keep the
   * database busy: on the embedded database it goes ahead of the queries waiting, on PostgreSQL it
   * has a connection of its own.
   */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` each time a committed transaction has run `NOTIFY channel` (pg_notify), in
   * this process or, on PostgreSQL, in any other; and once after the database was out of reach,
   * since notifications may have been missed then. Answers the way to stop listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Where the database's own events go from now on (lost connections, worker restarts). */
  useLogger(logger: Logger): void;
  /** The embedded database's worker, seen from this thread (PGlite only). */
  embedded?: PGliteRemote;
}

/**
 * A connection of its own for the health check: behind ten pooled connections busy with lists it
 * would wait its turn. Opened at the first ping; a broken one is dropped and the next
 * ping opens another.
 */
function connectionForPings(connectionString: string) {
  let current: Promise<pg.Client> | undefined;
  const open = () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    const opened = client.connect().then(() => client);
    const drop = () => {
      if (current === opened) current = undefined;
    };
    client.on('error', drop);
    client.on('end', drop);
    opened.catch(drop);
    return opened;
  };
  return {
    async ping(): Promise<void> {
      current ??= open();
      await (await current).query('select 1');
    },
    async close(): Promise<void> {
      const closing = current;
      current = undefined;
      await closing?.then(
        (client) => client.end(),
        () => undefined,
      );
    },
  };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory, used when no databaseUrl is given. */
  pgliteDir?: string;
  /** Told once the embedded database's worker is opening the directory (on its own thread). */
  onWorkerStarted?: () => void;
  /** How the embedded database's worker is restarted after a crash, and who hears it gave up. */
  supervision?: Omit<WorkerSupervision, 'log'>;
  /**
   * Production: a statement on the root database inside a transaction (PostgreSQL), or slow work
   * inside one, is logged and goes on; otherwise it throws (tests, development).
   */
  logTransactionMisuse?: boolean;
}

/** A logger that can be given later: the database opens before the app and its logger exist. */
function laterLogger() {
  let current: Logger | undefined;
  const fallback: Logger = {
    info: (obj, message) => console.log(JSON.stringify({ level: 30, ...obj, msg: message })),
    warn: (obj, message) => console.error(JSON.stringify({ level: 40, ...obj, msg: message })),
    error: (obj, message) => console.error(JSON.stringify({ level: 50, ...obj, msg: message })),
  };
  return {
    get: (): Logger => current ?? fallback,
    use: (logger: Logger) => {
      current = logger;
    },
  };
}

/** Every root transaction marks its async context, for the checks of transaction-scope.ts. */
function markTransactions(db: Db, kind: Database['kind'], report: ((error: Error) => void) | undefined): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => insideTransaction(report, kind, () => transaction(run, config))) as Db['transaction'];
  return db;
}

/**
 * Settings for every session, PostgreSQL's and PGlite's. A parcel is read with eight lookups joined
 * to it, and choosing an order for nine relations took longer than running the query; in groups of
 * four the planning is cheap. Our joins are written from the filtered table outwards, so the
 * written order is already a good one.
 */
const SESSION_SETTINGS = {
  join_collapse_limit: '4',
  // The dashboard's series: the planner guesses one hourly group per row, so with a busy month the
  // estimate passes jit_above_cost and PostgreSQL compiles, for far longer than it runs, a query
  // that answers 54 rows. Nothing here runs long enough to gain from JIT (PGlite has none).
  jit: 'off',
};
export const POSTGRES_SESSION_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');
const PGLITE_SETTINGS = {
  sessionSql: Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `set ${name} = ${value};`)
    .join(' '),
  // PGlite's default 128 MB of shared buffers are memory the process touches at start and keeps;
  // 32 MB hold the lists' hot pages, and the rest is read from the OS's cache.
  startParams: ['-c', 'shared_buffers=32MB'],
};

export async function openDatabase({
  databaseUrl,
  pgliteDir,
  onWorkerStarted,
  supervision,
  logTransactionMisuse,
}: DatabaseOptions): Promise<Database> {
  const log = laterLogger();
  const reportMisuse = logTransactionMisuse
    ? (error: Error) => log.get().error({ err: error }, 'transaction misused (see the stack)')
    : undefined;
  if (databaseUrl) {
    // A request that waits 10 s for a connection fails instead of hanging the server for good
    // (ten requests each holding a connection while waiting for another would wait for ever).
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
      options: POSTGRES_SESSION_OPTIONS,
    });
    // A broken connection must not crash the process: the pool drops an idle one itself, and one in
    // use (a transaction between statements) fails its next statement, answered 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    // Root statements come here; a transaction's go through a connection lent by pool-transactions.ts.
    const query = pool.query.bind(pool);
    pool.query = ((...args: Parameters<typeof query>) => {
      refuseRootStatement('postgres');
      return query(...args);
    }) as typeof pool.query;
    const onPool = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    onPool.transaction = poolTransactions(pool, schema) as unknown as Db['transaction'];
    const db = markTransactions(onPool, 'postgres', reportMisuse);
    const pings = connectionForPings(databaseUrl);
    const listener = createPostgresListener(databaseUrl, log.get);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await listener.close();
        await pings.close();
        await pool.end();
      },
      ping: pings.ping,
      listen: listener.listen,
      useLogger: log.use,
    };
  }
  if (!pgliteDir) throw new Error('openDatabase needs databaseUrl or pgliteDir');
  await mkdir(path.dirname(pgliteDir), { recursive: true, mode: 0o700 });
  // PGlite runs its queries synchronously on the thread that holds it: in a worker thread, a heavy
  // list does not stall the HTTP thread. Drizzle's PGlite driver talks to it through the same interface.
  const client = await PGliteRemote.open(pgliteDir, PGLITE_SETTINGS, { ...supervision, log: log.get }, onWorkerStarted);
  await restrictToOwner(pgliteDir);
  const db = markTransactions(drizzlePglite({ client: client as never, schema }) as unknown as Db, 'pglite', reportMisuse);
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    ping: () => client.ping(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    useLogger: log.use,
    embedded: client,
  };
}
