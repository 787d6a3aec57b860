// Seeds a realistic volume of parcels into a fresh database and times the parcel lists through
// HTTP, checks their query plans and that a list costs the same number of queries whatever the
// page holds, and times the dashboard statistics. The benchmark issue grows this into `npm run bench`.
//
//   DATABASE_URL=postgres://user@host:5432/postgres npx tsx apps/server/scripts/bench-parcels.ts [--parcels 200000] [--only statistics]
//
// DATABASE_URL names a server: a database kerben_bench_<time> is created there and dropped at the end.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normalizeTrackNumber, PARCEL_STATUSES, STATISTICS_SERIES } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, type Db, POSTGRES_SESSION_OPTIONS } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { expectedParcels, parcels, sessions, users } from '../src/db/schema';
import { seedReferenceData } from '../src/db/seed';
import { parcelsByStatusStatement, seriesStatement } from '../src/modules/statistics/queries';
import { createScratchDatabase } from './scratch-database';

const { values } = parseArgs({
  options: {
    parcels: { type: 'string', default: '200000' },
    customers: { type: 'string', default: '10000' },
    expected: { type: 'string', default: '20000' },
    /** `--only statistics`: seed, then time only the dashboard's endpoints. */
    only: { type: 'string' },
  },
});
const LISTS = values.only !== 'statistics';
const PARCELS = Number(values.parcels);
const CUSTOMERS = Number(values.customers);
const EXPECTED = Number(values.expected);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (a scratch database is created on it)');

const scratch = await createScratchDatabase(serverUrl);

// A pool that counts its queries: a list must cost the same whatever its page size.
const pool = new pg.Pool({ connectionString: scratch.url, max: 10, options: POSTGRES_SESSION_OPTIONS });
let queries = 0;
const query = pool.query.bind(pool);
pool.query = ((...args: Parameters<typeof pool.query>) => {
  queries += 1;
  return query(...args);
}) as typeof pool.query;
const db = drizzle({ client: pool, schema }) as unknown as Db;
// The app closes the pool and so does the end of the script: both wait for the same end, so the
// database is dropped only once every connection is gone.
let poolEnded: Promise<void> | undefined;
const endPool = () => {
  poolEnded ??= pool.end();
  return poolEnded;
};
const database: Database = {
  db,
  kind: 'postgres',
  close: endPool,
  ping: async () => {
    await pool.query('select 1');
  },
  listen: async () => async () => {},
  useLogger: () => {},
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

try {
  await migrateDatabase(database);
  await seedReferenceData(db);

  // ---- Seed: customers, then parcels across the four warehouses with one to three history rows each
  const seeding = performance.now();
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
    clientCode: `KB${String(i + 1).padStart(5, '0')}`,
    email: `client${i + 1}@bench.kg`,
    passwordHash: 'not-a-real-hash',
    firstName: `Клиент${i + 1}`,
    lastName: 'Тестов',
    phoneNumber: '+996555000000',
    isActive: true,
    // Registrations spread over the months the parcels span (the dashboard's new users).
    createdAt: new Date(Date.now() - (CUSTOMERS - i) * 20 * 60_000),
  }));
  await insertInChunks(customers, (chunk) => db.insert(users).values(chunk));
  const firstUser =
    ((await db.execute(sql`select min(id)::int as min from users`)) as unknown as { rows: Array<{ min: number }> }).rows[0]
      ?.min ?? 1;
  const [operator] = await db
    .insert(users)
    .values({
      clientCode: 'KBADMIN',
      email: 'admin@bench.kg',
      passwordHash: 'x',
      firstName: 'Admin',
      lastName: 'Bench',
      isActive: true,
      role: 'admin',
    })
    .returning({ id: users.id });
  if (!operator) throw new Error('no admin');

  const warehouseIds = [14, 28, 24, 25];
  const origins: Record<number, number> = { 14: 3, 28: 10, 24: 4, 25: 3 };
  const statuses = PARCEL_STATUSES.map((s) => s.id);
  const start = Date.now() - PARCELS * 60_000;
  const parcelRows = Array.from({ length: PARCELS }, (_, i) => {
    const warehouseId = warehouseIds[i % 4] as number;
    const track = `1Z${(i + 1).toString(36).toUpperCase().padStart(8, '0')}`;
    return {
      name: `Посылка ${i + 1}`,
      userId: firstUser + (i % CUSTOMERS),
      warehouseId,
      statusId: statuses[i % statuses.length] as number,
      trackNumber: track,
      trackKey: normalizeTrackNumber(track),
      weight: 1 + (i % 20),
      price: 12 * (1 + (i % 20)),
      originCountryId: origins[warehouseId],
      destinationCountryId: i % 3 === 0 ? 9 : 8,
      createdAt: new Date(start + i * 60_000),
      // Half are paid, a day after they arrived (the dashboard's money by the time it was marked).
      isPaid: i % 2 === 0,
      paidAt: i % 2 === 0 ? new Date(start + i * 60_000 + 86_400_000) : null,
    };
  });
  await insertInChunks(parcelRows, (chunk) => db.insert(parcels).values(chunk));
  await db.execute(sql`
    insert into parcel_events (parcel_id, status_id, changed_by, created_at)
    select p.id, s.id, ${operator.id}, p.created_at + make_interval(hours => s.n::int)
    from parcels p cross join lateral (
      select id, row_number() over () as n from parcel_statuses order by id limit 1 + (p.id % 3)
    ) s`);
  // Parcels handed over reached "delivered" three days after they arrived (the dashboard's delivered).
  await db.execute(sql`
    insert into parcel_events (parcel_id, status_id, changed_by, created_at)
    select id, status_id, ${operator.id}, created_at + interval '3 days' from parcels where status_id = 7`);
  const expectedRows = Array.from({ length: EXPECTED }, (_, i) => {
    const track = `EX${(i + 1).toString(36).toUpperCase().padStart(8, '0')}`;
    return {
      userId: firstUser + (i % CUSTOMERS),
      courierId: 1,
      trackingNumber: track,
      trackKey: normalizeTrackNumber(track),
      warehouseId: warehouseIds[i % 3] as number,
      originCountryId: origins[warehouseIds[i % 3] as number],
    };
  });
  await insertInChunks(expectedRows, (chunk) => db.insert(expectedParcels).values(chunk));
  // What autovacuum does on a live database: statistics and the visibility map (index-only counts).
  await db.execute(sql`vacuum analyze`);
  // The seeding's dirty pages written now, not by a checkpoint in the middle of the timings.
  await db.execute(sql`checkpoint`).catch(() => console.log('(no checkpoint: needs a superuser)'));
  console.log(
    `seeded ${CUSTOMERS} customers, ${PARCELS} parcels with their history and ${EXPECTED} expected parcels in ${seconds(seeding)} s`,
  );

  // ---- Plans: every filter and the default order served by an index
  console.log('\n## Query plans (EXPLAIN ANALYZE, first lines)');
  const plans: Array<[string, ReturnType<typeof sql>]> = [
    ['warehouse page', sql`select id from parcels where warehouse_id = 14 order by created_at desc, id desc limit 5`],
    [
      'warehouse + status',
      sql`select id from parcels where warehouse_id = 14 and status_id = 5 order by created_at desc, id desc limit 5`,
    ],
    ['warehouse count', sql`select count(*) from parcels where warehouse_id = 14`],
    ['all parcels', sql`select id from parcels order by created_at desc, id desc limit 5 offset 100`],
    [
      'track number (start)',
      sql`select id from parcels where track_key like '1Z00000A%' order by created_at desc, id desc limit 5`,
    ],
    ['a client', sql`select id from parcels where user_id = ${firstUser + 42} order by created_at desc, id desc limit 10`],
    ['date sent', sql`select id from parcels where date_sent = '2026-11-01' order by created_at desc, id desc limit 5`],
    ['history of a parcel', sql`select * from parcel_events where parcel_id = 4242 order by created_at, id`],
    ['scan: expected parcel', sql`select id from expected_parcels where track_key = 'EX0000002A'`],
    ...STATISTICS_SERIES.map((series): [string, ReturnType<typeof sql>] => [
      `statistics ${series}`,
      seriesStatement(series, new Date(), series === 'users' ? undefined : 9),
    ]),
    ['statistics: parcels per status', parcelsByStatusStatement()],
  ];
  for (const [label, statement] of plans) {
    const { rows } = (await db.execute(sql`explain analyze ${statement}`)) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    console.log(
      `- ${label}:\n    ${rows
        .slice(0, 3)
        .map((r) => r['QUERY PLAN'].trim())
        .join('\n    ')}`,
    );
  }

  // ---- HTTP: the built app over a real socket
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: scratch.url, DEMO_DATA: 'false' });
  const { app, services } = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const sessionId = randomUUID();
  await db.insert(sessions).values({ id: sessionId, userId: operator.id });
  const headers = { authorization: `Bearer ${await services.tokens.signAccess(operator.id, sessionId)}` };
  const customerSession = randomUUID();
  await db.insert(sessions).values({ id: customerSession, userId: firstUser + 42 });
  const customerHeaders = { authorization: `Bearer ${await services.tokens.signAccess(firstUser + 42, customerSession)}` };

  async function time(label: string, pathAndQuery: string, auth = headers, runs = 400) {
    const latencies: number[] = [];
    for (let i = 0; i < runs + 40; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers: auth });
      if (res.status !== 200) throw new Error(`${pathAndQuery}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= 40) latencies.push(performance.now() - started);
    }
    latencies.sort((x, y) => x - y);
    const at = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0).toFixed(1);
    console.log(`| ${label} | ${at(0.5)} ms | ${at(0.99)} ms |`);
  }

  if (LISTS) {
    console.log('\n## Lists over HTTP (400 requests one after another, after 40 to warm up)\n');
    console.log('| list | p50 | p99 |');
    console.log('|---|---|---|');
    await time('warehouse Чикаго, page of 5', '/api/warehouses/product/list/?warehouse=14');
    await time('warehouse Чикаго, status 5', '/api/warehouses/product/list/?warehouse=14&status=5');
    await time('warehouse Чикаго, page 200', '/api/warehouses/product/list/?warehouse=14&page=200');
    await time('all parcels, track number', '/api/warehouses/product/list/?track_number=1z00000a');
    await time('all parcels, client code', '/api/warehouses/product/list/?unique_id=KB00042');
    await time('a customer’s /api/warehouses/my/', '/api/warehouses/my/', customerHeaders);
    await time('tracking (admin)', '/api/warehouses/product/get/1Z0000002A/');
    await time('scan lookup (expected parcel)', '/api/my_warehouse/lookup/?tracking_number=ex-0000 02a');
  }

  console.log('\n## Dashboard statistics over HTTP (one aggregate query each)\n');
  console.log('| endpoint | p50 | p99 |');
  console.log('|---|---|---|');
  for (const series of STATISTICS_SERIES) {
    await time(`statistics ${series}`, `/api/statics/admin_panel/${series}/`);
    if (series !== 'users') {
      await time(`statistics ${series}, to Russia`, `/api/statics/admin_panel/${series}/?country_of_destination_id=9`);
    }
  }
  await time('statistics pending (waiting for action)', '/api/statics/admin_panel/pending/');

  console.log('\n## Queries per list request (whatever the page holds)\n');
  for (const size of [5, 50, 100]) {
    const before = queries;
    await fetch(`http://127.0.0.1:${port}/api/warehouses/product/list/?warehouse=14&page_size=${size}`, { headers }).then((r) =>
      r.arrayBuffer(),
    );
    console.log(
      `page_size=${size}: ${queries - before} queries (the rows and the count; the viewer's session from the 5 s cache)`,
    );
  }

  await app.close();
  await rm(dataDir, { recursive: true, force: true });
} finally {
  await endPool().catch(() => undefined);
  await scratch.drop();
}
