import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { poolTransactions } from './pool-transactions';
import * as schema from './schema';

describe.skipIf(!inject('postgresTemplate'))('transactions on the PostgreSQL pool', () => {
  const { t } = useTestApp();
  let pool: pg.Pool;
  let transaction: ReturnType<typeof poolTransactions>;

  beforeEach(() => {
    // One connection: one that is never given back makes the next transaction wait and fail.
    pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1, connectionTimeoutMillis: 2_000 });
    // As openDatabase does: a connection that breaks is dropped, never an uncaught error.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    transaction = poolTransactions(pool, schema);
  });
  // Closing a pool waits for every connection lent out: this hangs if one was kept.
  afterEach(() => pool.end());

  const selectOne = () =>
    transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows.map((row) => row.one));

  it('gives back a connection that PostgreSQL dropped as BEGIN was sent, and the next transaction gets a new one', async () => {
    // The next connection lent dies as it leaves the pool (its socket closed), as when PostgreSQL stops.
    pool.once('acquire', (client) => (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy());
    await expect(selectOne()).rejects.toThrow(/begin/);
    expect(await selectOne()).toEqual([1]);
    expect(pool.totalCount).toBe(1);
  });

  it('rolls back what failed and lends the same connection again', async () => {
    const pid = async () =>
      transaction(async (tx) => (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid);
    const first = await pid();
    await expect(
      transaction(async (tx) => {
        await tx.execute(sql`create temporary table lent (id int)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await pid()).toBe(first);
    // The temporary table went with the rollback.
    expect((await transaction((tx) => tx.execute(sql`select to_regclass('pg_temp.lent') as found`))).rows).toEqual([
      { found: null },
    ]);
  });

  it('refuses a statement through a transaction that has ended', async () => {
    let kept: Parameters<Parameters<typeof transaction>[0]>[0] | undefined;
    await transaction(async (tx) => {
      kept = tx;
    });
    // Drizzle wraps the refusal in its query error.
    await expect(kept?.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringContaining('a transaction that has ended') },
    });
  });
});
