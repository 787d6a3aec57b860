// `npm run bench`: a fresh database with a realistic volume, the built server as its own process,
// autocannon over the lists that matter; one table and a JSON file. See docs/benchmarks.md.
//
//   npm run bench                              embedded database (PGlite), full volume, 10 s per endpoint
//   DATABASE_URL=postgres://... npm run bench  a scratch database on that server (created, then dropped)
//   npm run bench -- --smoke                   10,000 parcels, 1 s per endpoint (CI: it still runs, no endpoint errs)
//   npm run bench -- --compare FILE            the change against an earlier run's JSON
//   npm run bench -- --backup                  also: npm run backup beside the admin list and a stream of writes
//   npm run bench -- --workers 2               PostgreSQL: the server as two processes on one port (WORKERS=2)
//   npm run bench -- --connections 8           autocannon's connections (32 by default)
//
// Exits non-zero when an endpoint answered with an error: timings are reported, not enforced.
import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrateDatabase } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed';
import { backupUnderLoad } from './bench/backup';
import { drive, type Endpoint, login } from './bench/load';
import { printComparison, printTable } from './bench/report';
import { freshDatabase, seed } from './bench/seed';
import { startServer, stopServer } from './bench/server';
import {
  args,
  CONNECTIONS,
  DURATION,
  KIND,
  PARCELS,
  PASSWORD,
  picked,
  type Report,
  type Row,
  root,
  SMOKE,
  seconds,
  VOLUME,
  WORKERS,
} from './bench/settings';

async function main(): Promise<number> {
  console.log(
    `Kerben bench on ${KIND === 'postgres' ? 'PostgreSQL' : 'the embedded database (PGlite)'}: ${PARCELS} parcels, ${DURATION} s per endpoint at ${CONNECTIONS} connections, ${WORKERS} server process${WORKERS > 1 ? 'es' : ''}`,
  );
  const fresh = await freshDatabase();
  let child: ChildProcess | undefined;
  try {
    await migrateDatabase(fresh.database);
    await seedReferenceData(fresh.database.db);
    const seeding = performance.now();
    // A kept database (--reuse) is served as it is: seeding it again would fail on its rows.
    if (!args.reuse) await seed(fresh.database);
    const seedSeconds = seconds(seeding);
    console.log(args.reuse ? `reused ${args.reuse}, not seeded` : `seeded ${JSON.stringify(VOLUME)} in ${seedSeconds} s`);
    // The embedded database's directory is the server's alone from here on.
    await fresh.database.close();

    const first = await startServer(fresh.serverEnv);
    child = first.child;
    await stopServer(child);
    const server = await startServer(fresh.serverEnv);
    child = server.child;
    const pid = child.pid as number;
    const { base } = server;
    const admin = await login(base, 'admin@bench.kg');
    const customer = await login(base, 'client42@bench.kg');
    const endpoints: Endpoint[] = [
      { name: 'health', path: '/api/health/' },
      {
        name: 'parcels: warehouse by status',
        path: '/api/warehouses/product/list/?warehouse=14&status=5',
        headers: admin,
        list: true,
      },
      {
        name: 'parcels: track number search',
        path: '/api/warehouses/product/list/?track_number=1z00000a',
        headers: admin,
        list: true,
      },
      // Deep pages: what the older client's page numbers reach (5 parcels, 7 accounts a page).
      {
        name: 'parcels: warehouse by status, page 500',
        path: '/api/warehouses/product/list/?warehouse=14&status=5&page=500',
        headers: admin,
        list: true,
      },
      { name: 'parcels: all, page 1', path: '/api/warehouses/product/list/', headers: admin, list: true },
      { name: 'parcels: all, page 500', path: '/api/warehouses/product/list/?page=500', headers: admin, list: true },
      { name: 'customer: /api/warehouses/my/', path: '/api/warehouses/my/', headers: customer, list: true },
      { name: 'admin users, page 1', path: '/api/add_user_for_admin/list/', headers: admin, list: true },
      { name: 'admin users, page 500', path: '/api/add_user_for_admin/list/?page=500', headers: admin, list: true },
      { name: 'board: public list', path: '/api/items/list/', list: true },
      { name: 'board: admin list, page 500', path: '/api/items/list_for_admin/?page=500', headers: admin, list: true },
      // Every seeded announcement has the word: the page is the newest 20, the count reads 10,000 matches.
      { name: 'board: text search', path: `/api/items/list/?text=${encodeURIComponent('коляск')}`, list: true },
      // A dozen announcements in 200,000 (their numbers): found through the trigram indexes.
      { name: 'board: text search, a rare term', path: '/api/items/list/?text=12345', list: true },
      { name: 'invoices: all', path: '/api/invoices/', headers: admin, list: true },
      { name: 'invoices: open, page 500', path: '/api/invoices/?status=open&page=500', headers: admin, list: true },
      // Customer 41 owns invoiced parcels (every tenth parcel is invoiced).
      { name: 'ledger: a customer', path: '/api/ledger/?user=41', headers: admin, list: true },
      { name: 'broadcasts (admin)', path: '/api/notifications/list/', headers: admin, list: true },
      { name: 'my notifications', path: '/api/notifications/my_notification/', headers: customer, list: true },
      { name: 'expected parcels (admin)', path: '/api/my_warehouse/list_for_admin/', headers: admin, list: true },
      { name: 'catalogue, 12 a page', path: '/api/catalog/sites/list/?page_size=12', list: true },
      { name: 'catalogue, 100 a page', path: '/api/catalog/sites/list/?page_size=100', list: true },
      { name: 'notification counter', path: '/api/notifications/counter/', headers: customer },
      // As an admin: anyone else may look up 60 track numbers per 15 minutes from one address.
      { name: 'tracking lookup', path: '/api/warehouses/product/get/1Z0000002A/', headers: admin },
      { name: 'scan lookup', path: '/api/my_warehouse/lookup/?tracking_number=ex-00000 02a', headers: admin },
      { name: 'admin user search', path: '/api/add_user_for_admin/list/?search=клиент12', headers: admin, list: true },
      // The dashboard's series, read from the kept hours (statistics_hours); the bench has no invoices, so no "paid".
      { name: 'statistics: warehouse weight', path: '/api/statics/admin_panel/warehouse-weight/', headers: admin },
      {
        name: 'statistics: delivered, one destination',
        path: '/api/statics/admin_panel/warehouse-delivered/?country_of_destination_id=9',
        headers: admin,
      },
      { name: 'statistics: users', path: '/api/statics/admin_panel/users/', headers: admin },
    ].filter((endpoint) => picked(endpoint.name));

    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      // A short warm-up (JIT, the database's caches), not counted.
      if (!SMOKE) await drive(pid, base, endpoint, 1);
      const row = await drive(pid, base, endpoint);
      rows.push(row);
      console.log(`  ${row.name}: ${row.reqPerSec} req/s, p99 ${row.p99} ms, ${row.errors} errors`);
    }

    // The event-loop target: health stays fast while the slowest list saturates the server.
    const lists = rows.filter((row) => endpoints.find((e) => e.name === row.name)?.list);
    const heaviest = lists.reduce<Row | undefined>(
      (slowest, row) => (!slowest || row.reqPerSec < slowest.reqPerSec ? row : slowest),
      undefined,
    );
    let healthUnderLoad: Report['healthUnderLoad'];
    if (heaviest) {
      const list = endpoints.find((e) => e.name === heaviest.name) as Endpoint;
      const health: Endpoint = { name: 'health under load', path: '/api/health/', connections: 4 };
      // Warmed up like every row: the statements of the last endpoint's requests, abandoned when
      // its run ended (32 statistics series, about a second of the database's thread), finish first.
      if (!SMOKE) await Promise.all([drive(pid, base, health, 1), drive(pid, base, list, 1)]);
      const [healthRow] = await Promise.all([drive(pid, base, health), drive(pid, base, list)]);
      healthUnderLoad = { ...healthRow, alongside: heaviest.name };
    }

    const loginRow = !picked('login')
      ? undefined
      : await drive(
          pid,
          base,
          {
            name: 'login (argon2)',
            path: '/api/users/login/',
            method: 'POST',
            body: JSON.stringify({ email: 'client7@bench.kg', password: PASSWORD }),
          },
          // A hash takes ~50 ms of a core: 32 at once need more than a second to answer any.
          Math.max(DURATION, 3),
        );

    const backupList = endpoints.find((endpoint) => endpoint.name === 'parcels: warehouse by status');
    const backup =
      args.backup && KIND === 'pglite' && backupList
        ? await backupUnderLoad(pid, base, fresh.serverEnv.DATA_DIR as string, backupList, admin)
        : undefined;
    if (args.backup && !backup) console.log('--backup: the embedded database and the "warehouse by status" list only');

    const report: Report = {
      date: new Date().toISOString(),
      database: KIND,
      volume: VOLUME,
      durationSeconds: DURATION,
      seedSeconds,
      firstStartMs: first.coldStartMs,
      coldStartMs: server.coldStartMs,
      rows,
      login: loginRow,
      healthUnderLoad,
      peakRssMb: Math.max(...[...rows, ...(loginRow ? [loginRow] : [])].map((row) => row.rssMb)),
      backup,
    };
    printTable(report);
    const out = args.out ?? path.join(root, 'bench-results', `${KIND}-${report.date.replaceAll(':', '-')}.json`);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`figures written to ${path.relative(process.cwd(), out)}`);
    if (args.compare) printComparison(JSON.parse(await readFile(args.compare, 'utf8')) as Report, report);

    // An endpoint that erred, or answered nothing in its time, fails the run.
    const failed = [...rows, ...(loginRow ? [loginRow] : []), ...(healthUnderLoad ? [healthUnderLoad] : [])].filter(
      (row) => row.errors > 0 || row.reqPerSec === 0,
    );
    for (const row of failed) console.error(`${row.name}: ${row.errors} requests failed, ${row.reqPerSec} req/s answered`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    if (child) await stopServer(child);
    if (args.keep) console.log(`kept: ${JSON.stringify(fresh.serverEnv)}`);
    else await fresh.drop();
  }
}

process.exitCode = await main();
