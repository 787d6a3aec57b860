import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNT_CAP, TEXT_SEARCH_COUNT_CAP } from '../src/db/list';
import { useTestApp } from './helpers';

// The `count` of the lists at volume (issue 45): kept counts equal to a recount after any change,
// exact where docs/api.md promises it, capped at COUNT_CAP for a search; page numbers as before.

const { t, actors: a, inject } = useTestApp({ actors: true });

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.services.db.execute(query)) as unknown as { rows: T[] }).rows;

/** kept_counts against a recount of every table it follows (keys at 0 are no rows). */
async function expectKeptEqualsRecount() {
  const kept = await rows<{ subject: string; key: string; n: number }>(
    sql`select subject, key, n from kept_counts where n <> 0 order by 1, 2`,
  );
  const recount = await rows<{ subject: string; key: string; n: number }>(sql`
    select * from (
      select 'users.role' as subject, role::text as key, count(*)::int as n from users group by 2
      union all select 'invoices.status', status::text, count(*)::int from invoices group by 2
      union all select 'board_items', '', count(*)::int from board_items having count(*) > 0
    ) r order by 1, 2`);
  expect(kept).toEqual(recount);
}

// A small deterministic generator: the same "random" sequence on every run.
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('kept counts (migration 0046)', () => {
  it('equal a recount after a random sequence of inserts, updates, bulk changes and deletes', async () => {
    const random = generator(45);
    const roles = ['customer', 'operator', 'admin'];
    const statuses = ['open', 'paid', 'void'];
    const [category] = await rows<{ id: number }>(
      sql`insert into board_categories (name, color) values ('Счёт тест', '#123456') returning id`,
    );
    await expectKeptEqualsRecount();
    for (let step = 0; step < 40; step++) {
      const n = 1 + random(4);
      switch (random(7)) {
        case 0:
          await t.services.db.execute(sql`
            insert into users (unique_id, email, password_hash, first_name, last_name, role)
            select 'KC' || ${step} || '-' || g, 'kc' || ${step} || '-' || g || '@count.kg', 'x', 'Счёт', 'Тест',
              (array['customer', 'operator', 'admin'])[1 + (g + ${step}) % 3]
            from generate_series(1, ${n}) g`);
          break;
        case 1:
          await t.services.db.execute(
            sql`update users set role = ${roles[random(3)]} where email like 'kc%@count.kg' and id % 3 = ${random(3)}`,
          );
          break;
        case 2:
          await t.services.db.execute(sql`delete from users where id in (
            select id from users where email like 'kc%@count.kg' order by id desc limit ${n})`);
          break;
        case 3:
          await t.services.db.execute(sql`
            insert into invoices (number, year, seq, user_id, status, usd_kgs)
            select 'KC-' || ${step} || '-' || g, 2090, ${step * 10} + g, ${a.customerA.user.id}, ${statuses[random(3)]}, '87.45'
            from generate_series(1, ${n}) g`);
          break;
        case 4:
          await t.services.db.execute(
            sql`update invoices set status = ${statuses[random(3)]} where year = 2090 and seq % 2 = ${random(2)}`,
          );
          break;
        case 5:
          await t.services.db.execute(sql`
            insert into board_items (text, category_id, city, publication_date)
            select 'Счёт ' || g, ${category?.id}, 'Ош', current_date from generate_series(1, ${n}) g`);
          break;
        default:
          await t.services.db.execute(sql`delete from board_items where id in (
            select id from board_items order by id desc limit ${n})`);
      }
      await expectKeptEqualsRecount();
    }
    // A statement that fails changes no count (the triggers ran in its transaction).
    await expect(
      t.services.db.transaction(async (tx) => {
        await tx.execute(sql`insert into board_items (text, category_id, city, publication_date)
          values ('Откат', ${category?.id}, 'Ош', current_date)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectKeptEqualsRecount();
    await t.services.db.execute(sql`delete from invoices where year = 2090`);
    await t.services.db.execute(sql`delete from users where email like 'kc%@count.kg'`);
    await expectKeptEqualsRecount();
  });
});

describe('the lists’ count and page numbers', () => {
  const ADMIN_BOARD = '/api/items/list_for_admin/';

  it('the board: exact without a search (kept), capped at TEXT_SEARCH_COUNT_CAP for a text search; ?page=N reads the Nth page', async () => {
    const [category] = await rows<{ id: number }>(
      sql`insert into board_categories (name, color) values ('Объём', '#654321') returning id`,
    );
    await t.services.db.execute(sql`
      insert into board_items (text, category_id, city, publication_date)
      select 'Объёмное объявление ' || g, ${category?.id}, 'Бишкек', current_date - (g % 30)
      from generate_series(1, ${COUNT_CAP + 50}) g`);
    // One scheduled for later: in the admin's count, not in the public one.
    await t.services.db.execute(sql`insert into board_items (text, category_id, city, publication_date)
      values ('Позже', ${category?.id}, 'Ош', current_date + 30)`);
    const [all] = await rows<{ n: number; published: number }>(
      sql`select count(*)::int as n, count(*) filter (where publication_date <= current_date)::int as published from board_items`,
    );

    const admin = (await inject('GET', `${ADMIN_BOARD}?page_size=5&page=3`, a.admin)).json();
    expect(admin.count).toBe(all?.n);
    expect(admin.count).toBeGreaterThan(COUNT_CAP);
    expect(admin.total_pages).toBe(Math.ceil((all?.n ?? 0) / 5));
    expect(admin.next).toBe(`${ADMIN_BOARD}?page_size=5&page=4`);
    expect(admin.previous).toBe(`${ADMIN_BOARD}?page_size=5&page=2`);
    const ordered = await rows<{ id: number }>(
      sql`select id from board_items order by publication_date desc, id desc limit 5 offset 10`,
    );
    expect(admin.results.map((item: { id: number }) => item.id)).toEqual(ordered.map((row) => row.id));
    // A deep page, as the older client asks for it.
    const deep = (await inject('GET', `${ADMIN_BOARD}?page_size=5&page=500`, a.admin)).json();
    const deepOrdered = await rows<{ id: number }>(
      sql`select id from board_items order by publication_date desc, id desc limit 5 offset 2495`,
    );
    expect(deep.results.map((item: { id: number }) => item.id)).toEqual(deepOrdered.map((row) => row.id));

    const published = (await inject('GET', '/api/items/list/', a.anonymous)).json();
    expect(published.count).toBe(all?.published);

    const search = (await inject('GET', `/api/items/list/?text=${encodeURIComponent('объёмное')}`, a.anonymous)).json();
    // A term in every announcement counts to the text search's cap: 1,000 means "1,000 or more".
    expect(search.count).toBe(TEXT_SEARCH_COUNT_CAP);
    expect(search.total_pages).toBe(Math.ceil(TEXT_SEARCH_COUNT_CAP / search.results.length));
    const beyond = (
      await inject('GET', `/api/items/list/?text=${encodeURIComponent('объёмное')}&page=${search.total_pages + 1}`, a.anonymous)
    ).json();
    expect(beyond.results.length).toBe(search.results.length);
    const narrow = (await inject('GET', `/api/items/list/?text=${encodeURIComponent('объявление 1234')}`, a.anonymous)).json();
    const [exact] = await rows<{ n: number }>(
      sql`select count(*)::int as n from board_items where text ilike '%объявление 1234%'`,
    );
    expect(narrow.count).toBe(exact?.n);
    await t.services.db.execute(sql`delete from board_items where category_id = ${category?.id}`);
  });

  it('the admin’s users: the count per role is exact (kept), and page N is the Nth page of the newest first', async () => {
    for (const [query, where] of [
      ['', sql`true`],
      ['?role=customer', sql`role = 'customer'`],
      ['?role=staff', sql`role <> 'customer'`],
    ] as const) {
      const [recount] = await rows<{ n: number }>(sql`select count(*)::int as n from users where ${where}`);
      const page = (
        await inject('GET', `/api/add_user_for_admin/list/${query}${query ? '&' : '?'}page=2&page_size=2`, a.admin)
      ).json();
      expect(page.count).toBe(recount?.n);
      const ordered = await rows<{ id: number }>(sql`select id from users where ${where} order by id desc limit 2 offset 2`);
      expect(page.results.map((user: { id: number }) => user.id)).toEqual(ordered.map((row) => row.id));
    }
  });

  it('invoices: everyone’s count per status is exact (kept); a page past the end is empty, with the count', async () => {
    const [recount] = await rows<{ n: number }>(sql`select count(*)::int as n from invoices where status = 'open'`);
    const page = (await inject('GET', '/api/invoices/?status=open&page=999', a.admin)).json();
    expect(page.count).toBe(recount?.n);
    expect(page.results).toEqual([]);
  });
});
