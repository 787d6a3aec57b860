import { BOARD_COLORS, BOARD_MSG, boardToday, MSG } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRefusedAndUnchanged, useTestApp } from '../../../test/helpers';
import { boardCategories, boardItems } from '../../db/schema';
import { listItems } from './queries';

const { t, actors: a, inject } = useTestApp({ actors: true });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** The day `days` after today where the board is read (negative: before). */
const day = (days: number) => new Date(Date.parse(`${boardToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let counter = 0;
async function makeCategory(name = `Категория ${++counter}`, color: string = BOARD_COLORS.blue) {
  const res = await inject('POST', '/api/items/category/create/', a.admin, { name, color });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; color: string };
}

async function makeItem(values: { category: number; text?: string; city?: string; publication_date?: string }) {
  const res = await inject('POST', '/api/items/create/', a.admin, { text: `Объявление ${++counter}`, city: 'Бишкек', ...values });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; text: string; publication_date: string };
}

const categoryRows = () => t.services.db.select().from(boardCategories);
const itemRow = async (id: number) => (await t.services.db.select().from(boardItems).where(eq(boardItems.id, id)))[0];

describe('admin routes of the board', () => {
  it('refuse an anonymous caller (401) and a customer (403) before any change', async () => {
    const category = await makeCategory();
    const item = await makeItem({ category: category.id });
    const routes: [Method, string, object?][] = [
      ['GET', '/api/items/list_for_admin/'],
      ['POST', '/api/items/create/', { text: 'x', city: 'Ош', category: category.id }],
      ['PATCH', `/api/items/update/${item.id}/`, { text: 'x' }],
      ['DELETE', `/api/items/delete/${item.id}/`],
      ['POST', '/api/items/category/create/', { name: 'x', color: BOARD_COLORS.red }],
      ['PATCH', `/api/items/category/update/${category.id}/`, { name: 'x' }],
      ['DELETE', `/api/items/category/delete/${category.id}/`],
    ];
    const state = async () => ({ categories: await categoryRows(), item: await itemRow(item.id) });
    for (const [method, url, payload] of routes) {
      await expectRefusedAndUnchanged(state, () => inject(method, url, a.anonymous, payload), 401);
      await expectRefusedAndUnchanged(state, () => inject(method, url, a.customerA, payload), 403);
    }
    expect((await inject('POST', '/api/items/category/create/', a.customerA, {})).json()).toEqual({ detail: MSG.forbidden });
  });
});

describe('board categories', () => {
  it('are listed to anyone in the page envelope, {id, name, color} each, alphabetical', async () => {
    const b = await makeCategory('Бюро находок', BOARD_COLORS.green);
    const first = await makeCategory('аренда', BOARD_COLORS.violet);
    const res = await inject('GET', '/api/items/category/list/', a.anonymous);
    expect(res.statusCode).toBe(200);
    const list = res.json().results as { id: number; name: string }[];
    expect(list).toContainEqual({ id: b.id, name: 'Бюро находок', color: BOARD_COLORS.green });
    expect(list.findIndex((c) => c.id === first.id)).toBeLessThan(list.findIndex((c) => c.id === b.id));
  });

  it('check the name and the colour with their messages', async () => {
    const url = '/api/items/category/create/';
    expect((await inject('POST', url, a.admin, {})).json()).toEqual({
      name: [BOARD_MSG.categoryNameRequired],
      color: [BOARD_MSG.colorRequired],
    });
    expect((await inject('POST', url, a.admin, { name: '  ', color: '' })).json()).toEqual({
      name: [BOARD_MSG.categoryNameRequired],
      color: [BOARD_MSG.colorRequired],
    });
    const res = await inject('POST', url, a.admin, { name: 'x'.repeat(101), color: '#123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: [MSG.tooLong(100)], color: [BOARD_MSG.colorInvalid] });
    await makeCategory('Работа');
    const taken = await inject('POST', url, a.admin, { name: ' РАБОТА ', color: BOARD_COLORS.red });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [BOARD_MSG.categoryNameTaken] });
  });

  it('are created (a palette colour in any case), renamed and recoloured', async () => {
    const created = await inject('POST', '/api/items/category/create/', a.admin, {
      name: ' Услуги ',
      color: BOARD_COLORS.teal.toUpperCase(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Услуги', color: BOARD_COLORS.teal });
    const id = created.json().id;
    const renamed = await inject('PATCH', `/api/items/category/update/${id}/`, a.admin, { name: 'Услуги склада' });
    expect(renamed.json()).toEqual({ id, name: 'Услуги склада', color: BOARD_COLORS.teal });
    const recoloured = await inject('PATCH', `/api/items/category/update/${id}/`, a.admin, { color: BOARD_COLORS.pink });
    expect(recoloured.json()).toEqual({ id, name: 'Услуги склада', color: BOARD_COLORS.pink });
    const bad = await inject('PATCH', `/api/items/category/update/${id}/`, a.admin, { color: 'pink' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ color: [BOARD_MSG.colorInvalid] });
    expect((await inject('PATCH', '/api/items/category/update/999999/', a.admin, { name: 'Нет' })).statusCode).toBe(404);
  });

  it('cannot be deleted while announcements use it: 409 saying how many', async () => {
    const category = await makeCategory();
    const items = [await makeItem({ category: category.id }), await makeItem({ category: category.id })];
    const refused = await inject('DELETE', `/api/items/category/delete/${category.id}/`, a.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: MSG.deleteRefused(['2 объявления']) });
    for (const item of items) expect((await inject('DELETE', `/api/items/delete/${item.id}/`, a.admin)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/items/category/delete/${category.id}/`, a.admin)).statusCode).toBe(204);
    expect((await categoryRows()).some((row) => row.id === category.id)).toBe(false);
    expect((await inject('DELETE', `/api/items/category/delete/${category.id}/`, a.admin)).statusCode).toBe(404);
  });
});

describe('announcements', () => {
  it('check every field with its message', async () => {
    const url = '/api/items/create/';
    expect((await inject('POST', url, a.admin, {})).json()).toEqual({
      text: [BOARD_MSG.textRequired],
      category: [BOARD_MSG.categoryRequired],
      city: [BOARD_MSG.cityRequired],
    });
    const category = await makeCategory();
    const res = await inject('POST', url, a.admin, {
      text: 'x'.repeat(1001),
      category: category.id,
      city: 'Бишкек',
      publication_date: '13.45.2026',
    });
    expect(res.json()).toEqual({ text: [MSG.tooLong(1000)], publication_date: [BOARD_MSG.dateInvalid] });
    const missing = await inject('POST', url, a.admin, { text: 'Текст', category: 999999, city: 'Ош' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ category: [BOARD_MSG.categoryNotFound] });
    expect((await inject('POST', url, a.admin, { text: 'Текст', category: 'abc', city: 'Ош' })).json()).toEqual({
      category: [BOARD_MSG.categoryRequired],
    });
  });

  it('are created (dated today unless a date is given), changed and deleted by admins', async () => {
    const category = await makeCategory('Объявления склада', BOARD_COLORS.orange);
    const other = await makeCategory();
    const created = await inject('POST', '/api/items/create/', a.admin, {
      text: ' Склад закрыт ',
      category: category.id,
      city: 'Ош',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      text: 'Склад закрыт',
      city: 'Ош',
      publication_date: boardToday(),
      item_category: category.id,
      category: { id: category.id, name: 'Объявления склада', color: BOARD_COLORS.orange },
      created_at: expect.any(String),
    });
    const id = created.json().id;
    const [month, dayOfMonth, year] = [day(5).slice(5, 7), day(5).slice(8, 10), day(5).slice(0, 4)];
    const changed = await inject('PATCH', `/api/items/update/${id}/`, a.admin, {
      city: 'Москва',
      category: other.id,
      publication_date: `${month}.${dayOfMonth}.${year}`,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      text: 'Склад закрыт',
      city: 'Москва',
      publication_date: day(5),
      category: { id: other.id },
    });
    const cleared = await inject('PATCH', `/api/items/update/${id}/`, a.admin, { publication_date: null });
    expect(cleared.json().publication_date).toBe(boardToday());
    const blank = await inject('PATCH', `/api/items/update/${id}/`, a.admin, { text: '' });
    expect(blank.json()).toEqual({ text: [BOARD_MSG.textRequired] });
    const gone = await inject('PATCH', `/api/items/update/${id}/`, a.admin, { category: 999999 });
    expect(gone.json()).toEqual({ category: [BOARD_MSG.categoryNotFound] });
    expect((await itemRow(id))?.categoryId).toBe(other.id);

    expect((await inject('PATCH', '/api/items/update/999999/', a.admin, { text: 'x' })).json()).toEqual({
      detail: BOARD_MSG.itemNotFound,
    });
    expect((await inject('DELETE', `/api/items/delete/${id}/`, a.admin)).statusCode).toBe(204);
    expect(await itemRow(id)).toBeUndefined();
    expect((await inject('DELETE', `/api/items/delete/${id}/`, a.admin)).json()).toEqual({ detail: BOARD_MSG.itemNotFound });
  });
});

describe('the lists of announcements', () => {
  it('show anyone only the published ones, newest first, with the category; admins see scheduled ones too', async () => {
    const category = await makeCategory('Лента', BOARD_COLORS.gray);
    const city = `Город-${Date.now()}`;
    const old = await makeItem({ category: category.id, city, publication_date: day(-10) });
    const todays = await makeItem({ category: category.id, city, publication_date: day(0) });
    const yesterday = await makeItem({ category: category.id, city, publication_date: day(-1) });
    const scheduled = await makeItem({ category: category.id, city, publication_date: day(1) });

    for (const actor of [a.anonymous, a.customerA, a.admin]) {
      const res = await inject('GET', `/api/items/list/?text=${encodeURIComponent(city)}`, actor);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.results.map((item: { id: number }) => item.id)).toEqual([todays.id, yesterday.id, old.id]);
      expect(page).toMatchObject({ count: 3, total_pages: 1, current_page: 1, next: null, previous: null });
      expect(page.results[0]).toMatchObject({ city, category: { id: category.id, name: 'Лента', color: BOARD_COLORS.gray } });
    }
    const all = await inject('GET', `/api/items/list_for_admin/?text=${encodeURIComponent(city)}`, a.admin);
    expect(all.json().results.map((item: { id: number }) => item.id)).toEqual([scheduled.id, todays.id, yesterday.id, old.id]);

    const paged = (
      await inject('GET', `/api/items/list/?text=${encodeURIComponent(city)}&page=2&page_size=2`, a.anonymous)
    ).json();
    expect(paged).toMatchObject({ count: 3, total_pages: 2, current_page: 2, next: null });
    expect(paged.results.map((item: { id: number }) => item.id)).toEqual([old.id]);
  });

  it('find ?text= in the text or the city, in any case, with % and _ taken literally', async () => {
    const category = await makeCategory();
    const marker = `метка${Date.now()}`;
    const inText = await makeItem({ category: category.id, text: `Продаю коробки ${marker.toUpperCase()} недорого` });
    const inCity = await makeItem({ category: category.id, city: `Кант ${marker}` });
    await makeItem({ category: category.id, text: 'Скидка 100% на всё' });
    const found = (await inject('GET', `/api/items/list/?text=${encodeURIComponent(` ${marker} `)}`, a.anonymous)).json();
    expect(found.results.map((item: { id: number }) => item.id)).toEqual([inCity.id, inText.id]);
    const percent = (await inject('GET', '/api/items/list/?text=%25', a.anonymous)).json();
    expect(percent.results.every((item: { text: string; city: string }) => `${item.text}${item.city}`.includes('%'))).toBe(true);
    expect(percent.count).toBeGreaterThanOrEqual(1);
    const tooLong = await inject('GET', `/api/items/list/?text=${'x'.repeat(201)}`, a.anonymous);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ text: [MSG.tooLong(200)] });
  });

  it('find the same through the trigram indexes as by reading every announcement: Cyrillic in any case, short terms, the city', async () => {
    const category = await makeCategory();
    const tag = `${Date.now()}`;
    const texts = [
      `Продаю ДЕТСКУЮ коляску ${tag}`,
      `детская кроватка, почти новая ${tag}`,
      `Ёлка искусственная ${tag}`,
      `Сдаю квартиру в Оше ${tag}`,
      `iPhone 12, ОК ${tag}`,
    ];
    const made: Array<{ id: number }> = [];
    for (const text of texts)
      made.push(await makeItem({ category: category.id, text, city: text.includes('Оше') ? 'Ош' : 'Бишкек' }));
    const ids = (...which: number[]) => which.map((i) => made[i]?.id);
    const expected: Array<[string, Array<number | undefined>]> = [
      ['детск', ids(1, 0)],
      ['ДЕТСКУЮ КОЛЯСКУ', ids(0)],
      ['ёлка', ids(2)],
      ['ЁЛ', ids(2)],
      ['ош', ids(3)],
      ['ок', ids(4)],
      ['Ы', []],
      [`в оше ${tag}`, ids(3)],
    ];
    // Each term on the API (whatever plan the database picks), then with every plan but the
    // trigram indexes' bitmap priced out and with every index priced out: the same announcements.
    const found = async (term: string, settings: string[]) =>
      t.services.db.transaction(async (tx) => {
        for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
        const page = await listItems(tx, { text: term }, { page: 1, page_size: 100 }, (row) => row.id);
        return page.items.filter((id) => made.some((item) => item.id === id));
      });
    for (const [term, want] of expected) {
      const answered = (await inject('GET', `/api/items/list_for_admin/?text=${encodeURIComponent(term)}&page_size=100`, a.admin))
        .json()
        .results.map((item: { id: number }) => item.id)
        .filter((id: number) => made.some((item) => item.id === id));
      expect(answered, term).toEqual(want);
      expect(await found(term, ['enable_seqscan', 'enable_indexscan']), `${term}, trigram index`).toEqual(want);
      expect(await found(term, ['enable_bitmapscan', 'enable_indexscan']), `${term}, every row read`).toEqual(want);
    }
  });

  it('serve a search of three letters or more from the trigram indexes', async () => {
    const plan = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const rows = (await tx.execute(
        sql`explain select id from board_items where text ilike '%коляск%' or city ilike '%коляск%' order by publication_date desc, id desc limit 20`,
      )) as unknown as { rows: Array<Record<string, string>> };
      return rows.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on board_items_text_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on board_items_city_trgm_idx/);
  });
});
