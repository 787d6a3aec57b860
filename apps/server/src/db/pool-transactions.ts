import { AsyncLocalStorage } from 'node:async_hooks';
import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** The connection a transaction runs on, until it ends. */
interface Lease {
  client: pg.PoolClient | undefined;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * Transactions on PostgreSQL, each on a connection taken from the pool here and always given back.
 * Drizzle 0.45 takes the connection itself but sends BEGIN before the `try` whose `finally` gives it
 * back (drizzle-orm#6241): a BEGIN that failed because PostgreSQL had just gone away kept its
 * connection out of the pool for good, ten of them left every request waiting, and closing the
 * pool waited for ever. Here drizzle runs each transaction on the one connection it is lent.
 */
export function poolTransactions<S extends Record<string, unknown>>(pool: pg.Pool, schema: S): NodePgDatabase<S>['transaction'] {
  const current = new AsyncLocalStorage<Lease>();
  const lent = {
    query: (...args: unknown[]) => {
      const client = current.getStore()?.client;
      // Drizzle keeps `tx` in closures: a statement through it after the end must not borrow a
      // connection another transaction now holds.
      if (!client) throw new Error('A statement through a transaction that has ended: write through work.tx inside it');
      return (client.query as (...a: unknown[]) => unknown)(...args);
    },
  };
  // Not a Pool, so drizzle neither takes nor gives back a connection: it runs BEGIN and COMMIT on this one.
  const onLentConnection = drizzle({ client: lent as unknown as pg.Client, schema });

  return (async (run, config) => {
    const lease: Lease = { client: await pool.connect() };
    let stateUnknown: Error | undefined;
    try {
      return await current.run(lease, () => onLentConnection.transaction(run, config));
    } catch (error) {
      // BEGIN, COMMIT or ROLLBACK itself failed: the connection may be dead or still inside a
      // transaction, so the pool closes it instead of lending it again.
      if (error instanceof DrizzleQueryError && TRANSACTION_CONTROL.test(error.query)) stateUnknown = error;
      throw error;
    } finally {
      lease.client?.release(stateUnknown);
      lease.client = undefined;
    }
  }) as NodePgDatabase<S>['transaction'];
}
