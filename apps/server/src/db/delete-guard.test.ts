import { MSG, USERS_MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeExpectedParcel, makeParcel } from '../../test/fixtures/parcels';
import { expectRefusedAndUnchanged, makeCustomer, useTestApp } from '../../test/helpers';
import { deleteUnlessReferenced } from './delete-guard';
import { addresses, expectedParcels, parcels, users, warehouses } from './schema';

// The guard's own cases; test/delete-guard.test.ts tries it on every refusing key of the schema.

const { t, actors: a, inject } = useTestApp({ actors: true });

const userRow = async (id: number) => (await t.services.db.select().from(users).where(eq(users.id, id)))[0];

describe('deleteUnlessReferenced', () => {
  it('refuses a delete that would cascade into a row something else still refers to', async () => {
    const owner = await makeCustomer(t);
    const address = await makeAddress(t, owner);
    // The API never lets a parcel name another client's address; the data may still hold one.
    const parcel = await makeParcel(t, a.admin, a.customerA);
    await t.services.db.update(parcels).set({ addressId: address.id }).where(eq(parcels.id, parcel.id));
    await expectRefusedAndUnchanged(
      () => userRow(owner.user.id),
      () => inject('PUT', '/api/users/delete/', a.admin, { ids: [owner.user.id] }),
      409,
      { detail: USERS_MSG.cannotDeleteHeld(owner.user.clientCode, ['1 посылка']) },
    );
  });

  it('does not count what the delete takes with it: an expected parcel at the user’s own address', async () => {
    const owner = await makeCustomer(t);
    const address = await makeAddress(t, owner);
    await makeExpectedParcel(t, owner, { address: address.id });
    const res = await inject('PUT', '/api/users/delete/', a.admin, { ids: [owner.user.id] });
    expect(res.statusCode, res.body).toBe(204);
    expect(await userRow(owner.user.id)).toBeUndefined();
    expect(await t.services.db.select().from(addresses).where(eq(addresses.userId, owner.user.id))).toEqual([]);
    expect(await t.services.db.select().from(expectedParcels).where(eq(expectedParcels.userId, owner.user.id))).toEqual([]);
  });

  it('counts each referring row once, names every kind, and answers how many rows went', async () => {
    const { id } = (await inject('POST', '/api/warehouses/create/', a.admin, { name: 'Нарын' })).json<{ id: number }>();
    await makeParcel(t, a.admin, a.customerA, { warehouse: id });
    await makeParcel(t, a.admin, a.customerA, { warehouse: id });
    for (let i = 0; i < 3; i++) await makeExpectedParcel(t, a.admin, { user: a.customerA.user.id, warehouse: id });
    await expect(t.services.unitOfWork(({ tx }) => deleteUnlessReferenced(tx, warehouses, [id]))).rejects.toMatchObject({
      status: 409,
      message: MSG.deleteRefused(['3 ожидаемые посылки', '2 посылки']),
    });
    const empty = (await inject('POST', '/api/warehouses/create/', a.admin, { name: 'Токмок' })).json<{ id: number }>().id;
    expect(await t.services.unitOfWork(({ tx }) => deleteUnlessReferenced(tx, warehouses, [empty, 999_999]))).toBe(1);
    expect(await t.services.unitOfWork(({ tx }) => deleteUnlessReferenced(tx, warehouses, []))).toBe(0);
  });
});
