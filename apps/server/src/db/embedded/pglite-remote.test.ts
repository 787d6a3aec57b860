import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { EmbeddedDatabaseStopped, PGliteRemote } from './pglite-remote';

// The embedded database's worker protocol; on PostgreSQL there is nothing of it to test.
describe.skipIf(!inject('pgliteTemplateDir'))('PGlite in a worker thread', () => {
  let dir: string;
  let remote: PGliteRemote;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kerben-remote-'));
    await cp(inject('pgliteTemplateDir'), path.join(dir, 'pglite'), { recursive: true });
    remote = await PGliteRemote.open(path.join(dir, 'pglite'));
  });
  afterAll(async () => {
    await remote.close();
    await rm(dir, { recursive: true, force: true });
  });

  const names = async () =>
    (await remote.query('select name from categories order by name')).rows.map((row) => (row as { name: string }).name);

  it('runs nothing else inside an open transaction: a query sent meanwhile waits and survives its rollback', async () => {
    let outside: Promise<unknown> | undefined;
    const rolledBack = remote.transaction(async (tx) => {
      await tx.query(`insert into categories (name) values ('inside')`);
      // Sent while the transaction is open; in the same session it would be rolled back with it.
      // The worker gets messages in the order sent, so `outside` is waiting there before the next
      // statement of the transaction runs.
      outside = remote.query(`insert into categories (name) values ('outside')`);
      expect((await tx.query(`select count(*)::int as n from categories where name = 'outside'`)).rows).toEqual([{ n: 0 }]);
      throw new Error('undo');
    });
    await expect(rolledBack).rejects.toThrow('undo');
    await outside;
    expect(await names()).toContain('outside');
    expect(await names()).not.toContain('inside');
  });

  it('commits a transaction and reports PostgreSQL errors with their SQLSTATE', async () => {
    await remote.transaction((tx) => tx.query(`insert into categories (name) values ('committed')`));
    expect(await names()).toContain('committed');
    const error = await remote.query(`insert into categories (name) values ('COMMITTED')`).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
  });

  it('runs health pings ahead of the queries waiting, in the order they were sent', async () => {
    const order: string[] = [];
    const settled = (label: string, answer: Promise<unknown>) => answer.then(() => order.push(label));
    let waiting: Promise<unknown>[] = [];
    // An open transaction holds the worker: what is sent meanwhile waits until it ends, the pings first.
    const busy = settled(
      'busy',
      remote.transaction(async (tx) => {
        waiting = [1, 2, 3].flatMap((n) => [
          settled(`query ${n}`, remote.query('select 1')),
          settled(`ping ${n}`, remote.ping()),
        ]);
        // Sent after them: once it is answered, every one of them is waiting in the worker.
        await tx.query('select 1');
      }),
    );
    await busy;
    await Promise.all(waiting);
    // What waited is in question; the transaction's end may be told among their answers.
    expect(order.filter((label) => label !== 'busy')).toEqual(['ping 1', 'ping 2', 'ping 3', 'query 1', 'query 2', 'query 3']);
  });

  it('hands a burst of answers on one per turn of the event loop, so other work runs between them', async () => {
    const order: string[] = [];
    const answers = Array.from({ length: 20 }, () =>
      remote.query('select 1').then(() => {
        order.push('answer');
        // Stands for a request that arrived meanwhile: it runs on the loop's next turn.
        setImmediate(() => order.push('other'));
      }),
    );
    // This thread is busy while the worker answers all twenty: the answers arrive as one burst.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    await Promise.all(answers);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order.filter((entry) => entry === 'answer')).toHaveLength(20);
    // Read as one burst, all twenty handlers would run before the first 'other'.
    expect(order.indexOf('other')).toBeLessThan(3);
  });

  it('fails what was in flight when the worker dies, then answers from a new worker', async () => {
    const worker = (remote as unknown as { worker: Worker }).worker;
    const inFlight = remote.query('select pg_sleep(0.2)');
    await worker.terminate();
    await expect(inFlight).rejects.toBeInstanceOf(EmbeddedDatabaseStopped);
    // Asked again until the new worker answers (a query waits 5 s for it, a loaded machine may take longer).
    await vi.waitFor(async () => expect(await names()).toContain('committed'), { timeout: 30_000, interval: 100 });
    await remote.ping();
  });
});

describe.skipIf(!inject('pgliteTemplateDir'))('looking after the worker', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kerben-supervised-'));
    await cp(inject('pgliteTemplateDir'), path.join(dir, 'pglite'), { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const events: string[] = [];
  const log = () => ({
    info: (_: object, message?: string) => events.push(`info ${message}`),
    warn: (_: object, message?: string) => events.push(`warn ${message}`),
    error: (fields: object, message?: string) =>
      events.push(`error ${message} ${JSON.stringify({ restart: (fields as { restart?: number }).restart })}`),
  });
  const kill = (remote: PGliteRemote) => (remote as unknown as { worker: Worker }).worker.terminate();
  // A ping waits 5 s for a restarting worker; on a loaded machine opening it can take longer.
  const answers = (remote: PGliteRemote) => vi.waitFor(() => remote.ping(), { timeout: 30_000, interval: 100 });

  it('counts deaths in a row, starts counting afresh after a healthy while, and gives up after five', async () => {
    const gaveUp: Error[] = [];
    const remote = await PGliteRemote.open(
      path.join(dir, 'pglite'),
      {},
      {
        log,
        onGaveUp: (error) => gaveUp.push(error),
        restartDelayMs: 10,
        healthyAfterMs: 1_000,
      },
    );
    try {
      await kill(remote);
      await answers(remote);
      await kill(remote);
      await answers(remote);
      expect(events.filter((event) => event.startsWith('error'))).toEqual([
        'error embedded database worker died; starting it again {"restart":1}',
        'error embedded database worker died; starting it again {"restart":2}',
      ]);
      // Healthy for a while: the next death is the first of a new series. (The time passing,
      // past healthyAfterMs, is what is tested.)
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await kill(remote);
      await answers(remote);
      expect(events.at(-2)).toBe('error embedded database worker died; starting it again {"restart":1}');

      // A directory that can no longer be opened: every restart dies at once, then it gives up.
      await writeFile(path.join(dir, 'pglite', 'PG_VERSION'), '99\n');
      await kill(remote);
      await vi.waitFor(() => expect(gaveUp).toHaveLength(1), { timeout: 15_000 });
      expect(events.at(-1)).toMatch(/^error embedded database worker keeps dying: giving up/);
      await expect(remote.ping()).rejects.toBeInstanceOf(EmbeddedDatabaseStopped);
    } finally {
      await remote.close();
    }
  }, 60_000);
});
