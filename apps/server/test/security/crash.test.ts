import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PARCEL_STATUS } from '@kerben/domain';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { expectedParcels, parcelEvents, parcels } from '../../src/db/schema';
import { scratchPostgresDatabase } from '../helpers';
import { addClient, api, listening, signIn, startServerProcess } from '../server-process';

// Crash safety: the built server is killed with SIGKILL in the middle of a stream of writes
// (parcels received, bulk status changes, expected parcels received), on the embedded database
// and on PostgreSQL, then started again. Every write it acknowledged must be there, no multi-table
// change may be half done, and the database must open cleanly (each round starts on what the
// previous crash left; the last is opened directly and checked). CI: 3 rounds per database;
// by hand CRASH_ROUNDS=10. The moment of each kill comes from CRASH_SEED (printed on failure).

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const SEED = Number(process.env.CRASH_SEED ?? 20_261_123);
const ADMIN = { email: 'crash-admin@kerben.kg', password: 'Crash-admin-2026!' };
const WORKERS = 3;

interface Acknowledged {
  parcels: Set<number>;
  /** expected parcel id -> the parcel its receive made */
  receives: Map<number, number>;
}

/** Writes until the server dies; records only what it acknowledged. */
async function writeStream(
  base: string,
  access: string,
  acked: Acknowledged,
  random: () => number,
  client: { code: string; id: number },
) {
  const one = async () => {
    const choice = random();
    if (choice < 0.4 || acked.parcels.size < 3) {
      const res = await api(base, access, 'POST', '/api/warehouses/product/create/', {
        name: 'Посылка',
        unique_id_user: client.code,
        warehouse: 14,
        weight: 1.5,
        country_of_origin: 3,
        country_of_destination: 8,
      });
      if (res.status === 201) acked.parcels.add(res.json.id as number);
    } else if (choice < 0.7) {
      const ids = [...acked.parcels].filter(() => random() < 0.5).slice(0, 20);
      const statuses = Object.values(PARCEL_STATUS);
      const status = statuses[Math.floor(random() * statuses.length)];
      if (ids.length > 0) await api(base, access, 'PATCH', '/api/warehouses/product/update/', { ids, status });
    } else {
      const announced = await api(base, access, 'POST', '/api/my_warehouse/add/', {
        user: client.id,
        courier_service: 1,
        tracking_number: `CR${randomUUID().slice(0, 12)}`,
        country_of_origin: 3,
        country_of_destination: 8,
      });
      if (announced.status !== 201) return;
      const id = announced.json.id as number;
      const received = await api(base, access, 'POST', `/api/my_warehouse/${id}/receive/`, { name: 'Принятая' });
      if (received.status === 201) {
        acked.parcels.add(received.json.id as number);
        acked.receives.set(id, received.json.id as number);
      }
    }
  };
  const worker = async () => {
    for (;;) await one();
  };
  // Ends when the server is killed (the next request fails to connect).
  await Promise.all(Array.from({ length: WORKERS }, worker)).catch(() => undefined);
}

/** Opened directly, with the server dead: what the crash left. */
async function checkDatabase(options: { databaseUrl?: string; pgliteDir?: string }, acked: Acknowledged, label: string) {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const allParcels = await db.select({ id: parcels.id, statusId: parcels.statusId }).from(parcels);
    const events = await db.select().from(parcelEvents).orderBy(asc(parcelEvents.id));
    const expected = await db.select({ id: expectedParcels.id, parcelId: expectedParcels.parcelId }).from(expectedParcels);
    const present = new Set(allParcels.map((p) => p.id));
    const missing = [...acked.parcels].filter((id) => !present.has(id));
    expect(missing, `${label}: acknowledged parcels lost`).toEqual([]);
    const lastEvent = new Map<number, number>();
    // Status changes only: a change of the declaration has no status.
    for (const event of events) if (event.statusId !== null) lastEvent.set(event.parcelId, event.statusId);
    for (const parcel of allParcels) {
      // A parcel without its history, or whose status is not its last event's, is a half-done change.
      expect(lastEvent.get(parcel.id), `${label}: parcel ${parcel.id} and its history disagree`).toBe(parcel.statusId);
    }
    const receivedBy = new Map(expected.map((e) => [e.id, e.parcelId]));
    for (const [expectedId, parcelId] of acked.receives) {
      expect(receivedBy.get(expectedId), `${label}: acknowledged receive ${expectedId} lost`).toBe(parcelId);
    }
    for (const e of expected)
      if (e.parcelId !== null) expect(present.has(e.parcelId), `${label}: receive without its parcel`).toBe(true);
    return allParcels.length;
  } finally {
    await database.close();
  }
}

async function crashRounds(env: Record<string, string>, db: { databaseUrl?: string; pgliteDir?: string }, dataDir: string) {
  const acked: Acknowledged = { parcels: new Set(), receives: new Map() };
  const delays = fc.sample(fc.integer({ min: 150, max: 1200 }), { seed: SEED, numRuns: ROUNDS });
  const random = fc.sample(fc.double({ min: 0, max: 1, noNaN: true }), { seed: SEED, numRuns: 100_000 });
  let next = 0;
  const draw = () => random[next++ % random.length] ?? 0.5;
  let client: { code: string; id: number } | undefined;
  for (let round = 1; round <= ROUNDS; round++) {
    const label = `round ${round} (CRASH_SEED=${SEED}, kill after ${delays[round - 1]} ms)`;
    const started = Date.now();
    const server = startServerProcess({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const base = await listening(server);
    console.log(`crash round ${round}: the server started in ${Date.now() - started} ms`);
    const access = await signIn(base, ADMIN);
    client ??= await addClient(base, access, 'crash');
    const stream = writeStream(base, access, acked, draw, client);
    await new Promise((resolve) => setTimeout(resolve, delays[round - 1]));
    server.child.kill('SIGKILL');
    await server.exited;
    await stream;
    // The embedded database's directory lock is stale 10 s after its process died; the test ages
    // it instead of waiting.
    const lock = path.join(dataDir, 'kerben.lock');
    if (existsSync(lock)) await utimes(lock, new Date(0), new Date(0));
    // The next round's start is the restart after this crash; the writes of every round must
    // still be there at the end, so the database is read once, after the last.
    if (round === ROUNDS || process.env.CRASH_CHECK_EVERY_ROUND) {
      const count = await checkDatabase(db, acked, label);
      expect(count, `${label}: the stream wrote nothing`).toBeGreaterThan(0);
    }
    console.log(`crash ${label}: ${acked.parcels.size} parcels acknowledged so far`);
  }
  return acked;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('crash safety: SIGKILL in the middle of writes', () => {
  it(
    `on the embedded database, ${ROUNDS} rounds`,
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      // The migrated template, when the run has one (the PGlite run), spares the first start its migrations.
      const template = inject('pgliteTemplateDir');
      if (template) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
      const acked = await crashRounds({ DATA_DIR: dataDir }, { pgliteDir: path.join(dataDir, 'pglite') }, dataDir);
      expect(acked.parcels.size).toBeGreaterThan(0);
    },
    60_000 + ROUNDS * 30_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    `on PostgreSQL, ${ROUNDS} rounds`,
    async () => {
      const scratch = await scratchPostgresDatabase('kerben_crash');
      cleanups.push(scratch.drop);
      const url = scratch.url;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-crash-pg-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const acked = await crashRounds({ DATA_DIR: dataDir, DATABASE_URL: url }, { databaseUrl: url }, dataDir);
      expect(acked.parcels.size).toBeGreaterThan(0);
    },
    60_000 + ROUNDS * 30_000,
  );
});
