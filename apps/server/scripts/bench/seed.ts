import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client';
import { hashPassword } from '../../src/modules/users/passwords';
import { createScratchDatabase } from '../scratch-database';
import { args, PASSWORD, seconds, serverUrl, VOLUME } from './settings';

// The database the bench serves: a scratch PostgreSQL database or a new PGlite directory, filled
// with the volume.

export async function freshDatabase(): Promise<{ database: Database; serverEnv: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-bench-'));
  if (args.reuse) {
    const database = await openDatabase({ databaseUrl: args.reuse });
    return {
      database,
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: args.reuse },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    return { database, serverEnv: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    database,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    async drop() {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The tables whose secondary indexes are dropped before the load and built after it. */
const BULK_TABLES = ['parcels', 'parcel_events', 'notifications', 'board_items', 'ledger_entries', 'invoices', 'users'];

/**
 * The volume, written by the database itself (INSERT ... SELECT generate_series): the fastest bulk
 * path on both databases, and no rows cross from JavaScript. Every customer has the same password.
 */
export async function seed(database: Database): Promise<void> {
  const { db } = database;
  const v = VOLUME;
  const took: string[] = [];
  const timed = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    took.push(`${name} ${seconds(started)} s`);
  };
  const hash = await hashPassword(PASSWORD);
  await db.transaction(async (tx) => {
    const step = (name: string, statement: SQL) => timed(name, () => tx.execute(statement));
    // A bulk load the way pg_restore does one: as a superuser, without row triggers (checking the
    // foreign keys of 600,000 rows one by one was most of the time; these rows are consistent by
    // construction), and the counts and the dashboard's hours the triggers keep built once at the end.
    const { rows } = (await tx.execute(sql`select current_setting('is_superuser') = 'on' as superuser`)) as unknown as {
      rows: Array<{ superuser: boolean }>;
    };
    const bulk = rows[0]?.superuser === true;
    if (bulk) await tx.execute(sql`set local session_replication_role = replica`);
    // The big tables' secondary indexes built once after the load (faster than kept up row by
    // row); their constraints' indexes (keys, unique) stay.
    await step(
      'indexes dropped',
      sql.raw(`
    create temp table bench_indexes on commit drop as
      select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${BULK_TABLES.map((t) => `'${t}'`).join(', ')})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
    );
    await tx.execute(sql`do $$ declare r record; begin
      for r in select indexname from bench_indexes loop execute 'drop index ' || quote_ident(r.indexname); end loop;
    end $$`);
    await step(
      'customers',
      sql`
    insert into users (unique_id, email, password_hash, first_name, last_name, phone_number, is_active, created_at)
    select 'KB' || lpad(g::text, 6, '0'), 'client' || g || '@bench.kg', ${hash}, 'Клиент' || g, 'Тестов',
      '+996555' || lpad(g::text, 6, '0'), true, now() - (${v.customers} - g) * interval '20 minutes'
    from generate_series(1, ${v.customers}) g`,
    );
    await step(
      'admin',
      sql`
    insert into users (unique_id, email, password_hash, first_name, last_name, is_active, role)
    values ('KBADMIN', 'admin@bench.kg', ${hash}, 'Админ', 'Бенч', true, 'admin')`,
    );
    // Parcels across the four warehouses (their origin country), every status, half paid a day after.
    await step(
      'parcels',
      sql`
    with w as (select array_agg(id order by id) as ids, array_agg(country_id order by id) as origins from warehouses),
      s as (select array_agg(id order by id) as ids from parcel_statuses),
      u as (select min(id) as first from users where role = 'customer')
    insert into parcels (name, user_id, warehouse_id, status_id, track_number, track_key, weight, price,
      origin_country_id, destination_country_id, created_at, is_paid, paid_at)
    select 'Посылка ' || g, u.first + g % ${v.customers},
      w.ids[1 + g % cardinality(w.ids)], s.ids[1 + g % cardinality(s.ids)],
      '1Z' || lpad(upper(to_hex(g)), 8, '0'), '1Z' || lpad(upper(to_hex(g)), 8, '0'),
      1 + g % 20, 12 * (1 + g % 20), w.origins[1 + g % cardinality(w.ids)],
      case when g % 3 = 0 then 9 else 8 end, now() - (${v.parcels} - g) * interval '1 minute',
      g % 2 = 0, case when g % 2 = 0 then now() - (${v.parcels} - g) * interval '1 minute' + interval '1 day' end
    from generate_series(1, ${v.parcels}) g, w, s, u`,
    );
    // Three to seven history rows per parcel (five on average); handed-over parcels reached
    // "delivered" three days later.
    await step(
      'history',
      sql`
    with s as (select array_agg(id order by id) as ids from parcel_statuses),
      a as (select min(id) as id from users where role = 'admin')
    insert into parcel_events (parcel_id, status_id, changed_by, created_at)
    select p.id, s.ids[n], a.id, p.created_at + make_interval(hours => n)
    from parcels p, s, a, generate_series(1, 3 + p.id % 5) n`,
    );
    await step(
      'delivered history',
      sql`
    insert into parcel_events (parcel_id, status_id, created_at)
    select id, status_id, created_at + interval '3 days' from parcels where status_id = 7`,
    );
    await step(
      'expected parcels',
      sql`
    with w as (select array_agg(id order by id) as ids, array_agg(country_id order by id) as origins from warehouses),
      u as (select min(id) as first from users where role = 'customer')
    insert into expected_parcels (user_id, courier_id, tracking_number, track_key, warehouse_id, origin_country_id, created_at)
    select u.first + g % ${v.customers}, (select min(id) from couriers), 'EX' || lpad(upper(to_hex(g)), 8, '0'),
      'EX' || lpad(upper(to_hex(g)), 8, '0'), w.ids[1 + g % 3], w.origins[1 + g % 3],
      now() - (${v.expected} - g) * interval '5 minutes'
    from generate_series(1, ${v.expected}) g, w, u`,
    );
    await step(
      'categories',
      sql`
    insert into categories (name) select 'Категория ' || g from generate_series(1, 12) g on conflict do nothing`,
    );
    await step(
      'shops',
      sql`
    with c as (select array_agg(id order by id) as ids from categories),
      k as (select array_agg(id order by id) as ids from countries)
    insert into shop_sites (name, url, description, category_id, country_id, created_at)
    select 'Магазин ' || g, 'https://shop' || g || '.example.com/', 'Одежда, обувь и электроника с доставкой',
      c.ids[1 + g % cardinality(c.ids)], k.ids[1 + g % cardinality(k.ids)], now() - g * interval '1 hour'
    from generate_series(1, ${v.shops}) g, c, k`,
    );
    await step(
      'broadcasts',
      sql`
    insert into notifications (title, description, created_at)
    select 'Новость ' || g, 'Рассылка для всех клиентов', now() - g * interval '7 hours'
    from generate_series(1, ${v.broadcasts}) g`,
    );
    await step(
      'event notifications',
      sql`
    insert into notifications (user_id, title, description, parcel_id, created_at)
    select p.user_id, 'Посылка прибыла на склад', 'Статус посылки изменился', p.id, p.created_at
    from parcels p where p.id % ${Math.max(1, Math.round(v.parcels / v.notifications))} = 0
    limit ${v.notifications}`,
    );
    await step(
      'board categories',
      sql`
    insert into board_categories (name, color)
    select 'Рубрика ' || g, '#' || lpad(to_hex(g * 1048573 % 16777216), 6, '0') from generate_series(1, 8) g`,
    );
    await step(
      'announcements',
      sql`
    with c as (select array_agg(id order by id) as ids from board_categories)
    insert into board_items (text, category_id, city, publication_date, created_at)
    select 'Объявление ' || g || ': сдаю квартиру, ищу попутчика, продаю коляску', c.ids[1 + g % cardinality(c.ids)],
      case g % 3 when 0 then 'Бишкек' when 1 then 'Ош' else 'Каракол' end,
      (now() - (${v.announcements} - g) * interval '3 minutes')::date, now() - (${v.announcements} - g) * interval '3 minutes'
    from generate_series(1, ${v.announcements}) g, c`,
    );
    // An invoice for every tenth parcel, with its delivery charge in the ledger as its one line;
    // a third of them paid.
    await step(
      'ledger',
      sql`
    insert into ledger_entries (user_id, kind, purpose, amount_usd_cents, parcel_id, cause, created_at)
    select p.user_id, 'charge', 'delivery', -(p.weight * 1200)::int, p.id, 'delivery:' || p.id || ':1', p.created_at
    from parcels p where p.id % 10 = 0 order by p.id limit ${v.invoices}`,
    );
    await step(
      'invoices',
      sql`
    insert into invoices (number, year, seq, user_id, parcel_id, status, total_usd_cents, usd_kgs, paid_at, created_at)
    select '2026-' || lpad(row_number() over (order by e.id)::text, 6, '0'), 2026, row_number() over (order by e.id),
      e.user_id, e.parcel_id, case when e.parcel_id % 3 = 0 then 'paid' else 'open' end, -e.amount_usd_cents, '87.4500',
      case when e.parcel_id % 3 = 0 then e.created_at + interval '1 day' end, e.created_at
    from ledger_entries e order by e.id`,
    );
    await step(
      'invoice lines',
      sql`
    insert into invoice_lines (invoice_id, entry_id, amount_usd_cents, created_at)
    select i.id, e.id, -e.amount_usd_cents, i.created_at from invoices i join ledger_entries e on e.parcel_id = i.parcel_id`,
    );
    await step(
      'invoice numbers',
      sql`insert into invoice_counters (year, last) select 2026, count(*) from invoices on conflict (year) do update set last = excluded.last`,
    );
    await step(
      'indexes built',
      sql`do $$ declare r record; begin
      for r in select indexdef from bench_indexes loop execute r.indexdef; end loop;
    end $$`,
    );
    if (bulk) {
      await step(
        'parcel counts',
        sql`
        insert into parcel_counts (warehouse_id, status_id, parcels)
        select warehouse_id, status_id, count(*) from parcels group by 1, 2`,
      );
      // The users by role, invoices by status and announcements (migrations 0045-0046), which the
      // statement triggers would have kept: without them the lists answered a count of 0.
      await step(
        'kept counts',
        sql`
        insert into kept_counts (subject, key, n)
        select 'users.role', role, count(*) from users group by 2
        union all select 'invoices.status', status, count(*) from invoices group by 2
        union all select 'board_items', '', count(*) from board_items
        on conflict (subject, key) do update set n = excluded.n`,
      );
      // The dashboard's hours (migration 0044), which the statement triggers would have kept.
      await step('statistics hours', sql`select statistics_hours_rebuild()`);
    }
  });
  // What autovacuum does on a live database: statistics and the visibility map (index-only counts).
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  // The seeding's dirty pages written now, not by a checkpoint in the middle of the timings.
  await db.execute(sql`checkpoint`).catch(() => console.log('(no checkpoint: needs a superuser)'));
  console.log(`seeding: ${took.join(', ')}`);
}
