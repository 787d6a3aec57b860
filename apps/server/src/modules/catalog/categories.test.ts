import { MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { form, makeCategory, makeSite } from '../../../test/fixtures/catalog';
import { useTestApp } from '../../../test/helpers';
import { categories } from '../../db/schema';

const { t, actors, inject } = useTestApp({ actors: true });

const categoryRow = async (id: number) => (await t.services.db.select().from(categories).where(eq(categories.id, id)))[0];

describe('GET /api/categories/list/', () => {
  it('is public and answers a plain array [{id, name}] in alphabetical order', async () => {
    const b = await makeCategory(t, 'Бытовая техника');
    const a = await makeCategory(t, 'автозапчасти');
    for (const headers of [{}, { authorization: 'Bearer null' }, actors.customerA.headers]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/categories/list/', headers });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ id: number; name: string }>;
      expect(Array.isArray(list)).toBe(true);
      expect(list[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
      const names = list.map((c) => c.name);
      expect(names.indexOf(a.name)).toBeLessThan(names.indexOf(b.name));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/list' })).statusCode).toBe(200);
  });
});

describe('POST /api/categories/create/', () => {
  const url = '/api/categories/create/';

  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: { name: 'Аноним' } })).statusCode).toBe(401);
    const res = await inject('POST', url, actors.customerA, { name: 'Клиент' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('needs a name', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const res = await inject('POST', url, actors.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: ['Введите название категории'] });
    }
    const empty = await t.app.inject(form('POST', url, { name: '' }, actors.admin.headers));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: ['Введите название категории'] });
  });

  it('creates from multipart (trimmed) and from JSON, answering 201 with the category', async () => {
    const res = await t.app.inject(form('POST', url, { name: '  Игрушки ' }, actors.admin.headers));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), name: 'Игрушки' });
    expect((await categoryRow(created.id))?.name).toBe('Игрушки');

    const json = await inject('POST', url, actors.admin, { name: 'Спорт' });
    expect(json.statusCode).toBe(201);
    expect(json.json().name).toBe('Спорт');
  });

  it('refuses a name that exists in any case', async () => {
    await makeCategory(t, 'Обувь');
    for (const name of ['Обувь', 'ОБУВЬ', ' обувь ']) {
      const res = await inject('POST', url, actors.admin, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: ['Категория с таким названием уже существует'] });
    }
    const rows = await t.services.db.select().from(categories);
    expect(rows.filter((c) => c.name.toLowerCase() === 'обувь')).toHaveLength(1);
  });
});

describe('PATCH /api/categories/update/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const category = await makeCategory(t);
    const url = `/api/categories/update/${category.id}/`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { name: 'X' } })).statusCode).toBe(401);
    expect((await inject('PATCH', url, actors.customerA, { name: 'X' })).statusCode).toBe(403);
    expect((await categoryRow(category.id))?.name).toBe(category.name);
  });

  it('refuses a blank name, a taken name and an unknown id', async () => {
    const category = await makeCategory(t);
    await makeCategory(t, 'Книги');
    const url = `/api/categories/update/${category.id}/`;
    const blank = await inject('PATCH', url, actors.admin, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['Введите название категории'] });
    const taken = await inject('PATCH', url, actors.admin, { name: 'книги' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: ['Категория с таким названием уже существует'] });
    const missing = await inject('PATCH', '/api/categories/update/999999/', actors.admin, { name: 'Новое' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Категория не найдена' });
    const huge = await inject('PATCH', '/api/categories/update/99999999999/', actors.admin, { name: 'Новое' });
    expect(huge.statusCode).toBe(400);
  });

  it('renames (multipart), also changing only the case of its own name', async () => {
    const category = await makeCategory(t, 'Часы');
    const url = `/api/categories/update/${category.id}/`;
    const res = await t.app.inject(form('PATCH', url, { name: 'Часы и украшения' }, actors.admin.headers));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: category.id, name: 'Часы и украшения' });
    const recased = await inject('PATCH', url, actors.admin, { name: 'ЧАСЫ и украшения' });
    expect(recased.statusCode).toBe(200);
    expect((await categoryRow(category.id))?.name).toBe('ЧАСЫ и украшения');
  });
});

describe('DELETE /api/categories/delete/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const category = await makeCategory(t);
    const url = `/api/categories/delete/${category.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.customerA.headers })).statusCode).toBe(403);
    expect(await categoryRow(category.id)).toBeDefined();
  });

  it('refuses to delete a category used by sites (409 saying how many)', async () => {
    const category = await makeCategory(t);
    await makeSite(t, { category: category.id, name: 'Amazon' });
    await makeSite(t, { category: category.id, name: 'eBay' });
    const res = await inject('DELETE', `/api/categories/delete/${category.id}/`, actors.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MSG.deleteRefused(['2 сайта']) });
    expect(await categoryRow(category.id)).toBeDefined();
  });

  it('deletes an unused category (204) and answers 404 for an unknown one', async () => {
    const category = await makeCategory(t);
    const url = `/api/categories/delete/${category.id}/`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await categoryRow(category.id)).toBeUndefined();
    const again = await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers });
    expect(again.statusCode).toBe(404);
  });

  it('is protected by the database too: the foreign key of sites is RESTRICT', async () => {
    const category = await makeCategory(t);
    await makeSite(t, { category: category.id });
    await expect(t.services.db.delete(categories).where(eq(categories.id, category.id))).rejects.toThrow();
  });
});
