import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { parcels } from '../../src/db/schema';
import { scratchPostgresDatabase } from '../helpers';
import { addClient, listening, signIn, startServerProcess } from '../server-process';

// SIGTERM under load, as a supervisor or a deploy sends it: the server stops accepting, lets the
// requests it is running finish (a client that hung up included), stops its background loops,
// closes the database, logs no error and exits 0. Every write it acknowledged is kept.

const ADMIN = { email: 'shutdown-admin@kerben.kg', password: 'Shutdown-admin-2026!' };

interface Outcome {
  connectedBeforeSignal: boolean;
  status?: number;
  error?: string;
  id?: number;
}

/** One request on a connection of its own (no keep-alive), so its fate is its own. */
function request(base: string, method: string, url: string, token: string, body?: object, signalSent?: () => boolean) {
  return new Promise<Outcome>((resolve) => {
    const outcome: Outcome = { connectedBeforeSignal: false };
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(`${base}${url}`, {
      method,
      agent: false,
      headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    });
    req.on('socket', (socket) =>
      socket.on('connect', () => {
        outcome.connectedBeforeSignal = !signalSent?.();
      }),
    );
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        outcome.status = res.statusCode;
        outcome.id = res.statusCode === 201 ? (JSON.parse(text) as { id: number }).id : undefined;
        resolve(outcome);
      });
      res.on('error', (error) => resolve({ ...outcome, error: String(error) }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? String(error) }));
    req.end(payload);
  });
}

async function shutdownUnderLoad(env: Record<string, string>, database: { databaseUrl?: string; pgliteDir?: string }) {
  const server = startServerProcess({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const base = await listening(server);
  const access = await signIn(base, ADMIN);
  const client = await addClient(base, access, 'shutdown');

  let signalled = false;
  const signalSent = () => signalled;
  const outcomes: Outcome[] = [];
  // Writes (a parcel with its history and notification) and reads, six at a time, until refused.
  const worker = async (n: number) => {
    for (let i = 0; ; i++) {
      const outcome =
        (n + i) % 3 === 0
          ? await request(base, 'GET', '/api/warehouses/product/list/?warehouse=14', access, undefined, signalSent)
          : await request(
              base,
              'POST',
              '/api/warehouses/product/create/',
              access,
              {
                name: 'Посылка',
                unique_id_user: client.code,
                warehouse: 14,
                weight: 1,
                country_of_origin: 3,
                country_of_destination: 8,
              },
              signalSent,
            );
      outcomes.push(outcome);
      if (outcome.error || outcome.status === 503) return;
    }
  };
  const load = Promise.all([1, 2, 3, 4, 5, 6].map(worker));
  // Under way: the server has answered a few rounds of it.
  await vi.waitFor(() => expect(outcomes.length).toBeGreaterThanOrEqual(30), { timeout: 20_000, interval: 20 });
  // And one client that hangs up while its login is being checked.
  const hangUp = new AbortController();
  void fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
    signal: hangUp.signal,
  }).catch(() => undefined);
  setTimeout(() => hangUp.abort(), 5);

  const signalledAt = Date.now();
  signalled = true;
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const tookMs = Date.now() - signalledAt;
  await load;

  expect(code, server.output()).toBe(0);
  expect(tookMs).toBeLessThan(12_000);
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  expect(lines.map((line) => line.msg)).toContain('shut down cleanly');

  // A request whose connection was open when the signal came was answered in full; later ones were
  // refused (the port closed) or told to try again, never cut off halfway.
  const inFlight = outcomes.filter((outcome) => outcome.connectedBeforeSignal);
  expect(inFlight.length).toBeGreaterThan(10);
  expect(inFlight.filter((outcome) => outcome.status === undefined)).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.status !== undefined && ![200, 201, 503].includes(outcome.status))).toEqual([]);
  for (const outcome of outcomes.filter((o) => o.error)) expect(outcome.error).toMatch(/ECONNREFUSED|ECONNRESET/);
  expect(outcomes.filter((o) => o.error === 'ECONNRESET' && o.connectedBeforeSignal)).toEqual([]);

  // Every acknowledged parcel is in the database the server closed.
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id as number);
  const opened = await openDatabase(database);
  try {
    const kept = await opened.db.select({ id: parcels.id }).from(parcels).where(inArray(parcels.id, acknowledged));
    expect(kept).toHaveLength(acknowledged.length);
  } finally {
    await opened.close();
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('SIGTERM under load', () => {
  it.skipIf(!inject('pgliteTemplateDir'))(
    'on the embedded database',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-shutdown-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await cp(inject('pgliteTemplateDir'), path.join(dataDir, 'pglite'), { recursive: true });
      await shutdownUnderLoad({ DATA_DIR: dataDir }, { pgliteDir: path.join(dataDir, 'pglite') });
    },
    60_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL',
    async () => {
      const scratch = await scratchPostgresDatabase('kerben_shutdown');
      cleanups.push(scratch.drop);
      const url = scratch.url;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-shutdown-pg-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await shutdownUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: url }, { databaseUrl: url });
    },
    60_000,
  );
});
