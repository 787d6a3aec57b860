import { MSG, WAREHOUSE_MSG } from '@kerben/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeExpectedParcel, makeParcel } from '../../../test/fixtures/parcels';
import { expectRefusedAndUnchanged, useTestApp } from '../../../test/helpers';
import { parcels, warehouses } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const row = async (id: number) => (await t.services.db.select().from(warehouses).where(eq(warehouses.id, id)))[0];
const create = (payload: object) => inject('POST', '/api/warehouses/create/', a.admin, payload);

describe('GET /api/warehouses/list/', () => {
  it('lists the four seeded warehouses to anyone, with their other names, country and parcels held', async () => {
    await makeParcel(t, a.admin, a.customerA, { warehouse: 28 });
    const res = await inject('GET', '/api/warehouses/list/', a.anonymous);
    expect(res.statusCode).toBe(200);
    const list = res.json().results as Array<{
      id: number;
      name: string;
      aliases: string[];
      parcels_count: number;
      country: unknown;
    }>;
    expect(list.slice(0, 4).map((w) => w.id)).toEqual([14, 24, 25, 28]);
    expect(list.find((w) => w.id === 14)).toMatchObject({
      name: 'Чикаго',
      aliases: ['chicago', 'чикаго'],
      country: { id: 3, name: 'США (Чикаго)', icon: expect.stringMatching(/^\/media\//) },
    });
    expect(list.find((w) => w.id === 28)?.parcels_count).toBe(1);
  });
});

describe('POST /api/warehouses/create/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    expect((await inject('POST', '/api/warehouses/create/', a.anonymous, { name: 'Ош' })).statusCode).toBe(401);
    expect((await inject('POST', '/api/warehouses/create/', a.customerA, { name: 'Ош' })).json()).toEqual({
      detail: MSG.forbidden,
    });
  });

  it('needs a name not taken (any case) and a known country', async () => {
    expect((await create({})).json()).toEqual({ name: [WAREHOUSE_MSG.nameRequired] });
    expect((await create({ name: 'ЧИКАГО' })).json()).toEqual({ name: [WAREHOUSE_MSG.nameTaken] });
    expect((await create({ name: 'Ош', country: 999 })).json()).toEqual({ country: [WAREHOUSE_MSG.countryInvalid] });
  });

  it('creates a warehouse with its other names (lower case, comma separated) and address', async () => {
    const res = await create({ name: 'Ош', aliases: 'Osh, ОШ, osh', country: 8, address: 'ул. Ленина 1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ош',
      aliases: ['osh', 'ош'],
      country: { id: 8 },
      address: 'ул. Ленина 1',
      parcels_count: 0,
    });
  });
});

describe('PATCH /api/warehouses/update/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403), leaving the warehouse as it was', async () => {
    const id = (await create({ name: 'Нарын' })).json().id;
    await expectRefusedAndUnchanged(
      () => row(id),
      () => inject('PATCH', `/api/warehouses/update/${id}/`, a.anonymous, { name: 'X' }),
      401,
    );
    await expectRefusedAndUnchanged(
      () => row(id),
      () => inject('PATCH', `/api/warehouses/update/${id}/`, a.customerA, { name: 'X' }),
      403,
    );
  });

  it('renames a warehouse and changes its other names; 404 for an unknown one', async () => {
    const id = (await create({ name: 'Каракол' })).json().id;
    const res = await inject('PATCH', `/api/warehouses/update/${id}/`, a.admin, { name: 'Каракол-2', aliases: ['karakol'] });
    expect(res.json()).toMatchObject({ name: 'Каракол-2', aliases: ['karakol'] });
    expect((await inject('PATCH', '/api/warehouses/update/999999/', a.admin, { name: 'X' })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/warehouses/update/${id}/`, a.admin, { name: 'бишкек' })).json()).toEqual({
      name: [WAREHOUSE_MSG.nameTaken],
    });
  });

  it('answers an update that names no field with the warehouse as it is (it was a 500), 404 for an unknown one', async () => {
    const id = (await create({ name: 'Склад без правок' })).json().id;
    const res = await inject('PATCH', `/api/warehouses/update/${id}/`, a.admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Склад без правок' });
    expect((await inject('PATCH', '/api/warehouses/update/999999/', a.admin, {})).statusCode).toBe(404);
  });
});

describe('DELETE /api/warehouses/delete/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const id = (await create({ name: 'Талас' })).json().id;
    expect((await inject('DELETE', `/api/warehouses/delete/${id}/`, a.anonymous)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/warehouses/delete/${id}/`, a.customerA)).statusCode).toBe(403);
    expect(await row(id)).toBeDefined();
  });

  it('keeps a warehouse that holds parcels (409 naming how many), deletes an empty one', async () => {
    const id = (await create({ name: 'Баткен' })).json().id;
    await makeParcel(t, a.admin, a.customerA, { warehouse: id });
    await makeParcel(t, a.admin, a.customerA, { warehouse: id });
    const held = await inject('DELETE', `/api/warehouses/delete/${id}/`, a.admin);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ detail: MSG.deleteRefused(['2 посылки']) });
    const empty = (await create({ name: 'Джалал-Абад' })).json().id;
    expect((await inject('DELETE', `/api/warehouses/delete/${empty}/`, a.admin)).statusCode).toBe(204);
    expect(await row(empty)).toBeUndefined();
    expect((await inject('DELETE', `/api/warehouses/delete/${empty}/`, a.admin)).statusCode).toBe(404);
  });

  it('keeps a warehouse an expected parcel is announced to, even with no parcel in it (409, it was a 500)', async () => {
    const id = (await create({ name: 'Каракол' })).json().id;
    await makeExpectedParcel(t, a.admin, { user: a.customerA.user.id, warehouse: id });
    await expectRefusedAndUnchanged(
      () => row(id),
      () => inject('DELETE', `/api/warehouses/delete/${id}/`, a.admin),
      409,
      { detail: MSG.deleteRefused(['1 ожидаемая посылка']) },
    );
  });

  it('deleted while parcels are received into it: never a 500, never a parcel left in a deleted warehouse', async () => {
    const receive = (warehouse: number) =>
      inject('POST', '/api/warehouses/product/create/', a.admin, {
        name: 'Посылка в гонке',
        unique_id_user: a.customerA.user.clientCode,
        warehouse,
        weight: 1,
        country_of_origin: 3,
        country_of_destination: 8,
      });
    const after = <T>(ms: number, request: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, ms)).then(request);
    for (let round = 0; round < 8; round++) {
      const id = (await create({ name: `Гонка ${round}` })).json().id;
      // The receipts a few milliseconds apart, the delete among them: before all in the first round, later in each next.
      const receipts = Array.from({ length: 8 }, (_, i) => after(10 + 4 * i, () => receive(id)));
      const removal = after(6 * round, () => inject('DELETE', `/api/warehouses/delete/${id}/`, a.admin));
      const [removed, ...received] = await Promise.all([removal, ...receipts]);
      for (const res of [removed, ...received]) expect(res.statusCode, res.body).toBeLessThan(500);
      expect(received.map((res) => res.statusCode).every((status) => status === 201 || status === 400)).toBe(true);
      const [{ held } = { held: -1 }] = await t.services.db
        .select({ held: count() })
        .from(parcels)
        .where(eq(parcels.warehouseId, id));
      expect(held).toBe(received.filter((res) => res.statusCode === 201).length);
      if (removed.statusCode === 204) {
        expect(await row(id)).toBeUndefined();
        expect(held).toBe(0);
      } else {
        expect(removed.statusCode, removed.body).toBe(409);
        expect(await row(id)).toBeDefined();
        // It counted the parcels received before it: at least one, and no more than there are now.
        const counted = Number(/: (\d+) посыл/.exec(removed.json().detail)?.[1]);
        expect(counted).toBeGreaterThan(0);
        expect(counted).toBeLessThanOrEqual(held);
      }
    }
  });
});
