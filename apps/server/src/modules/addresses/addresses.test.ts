import { ADDRESS_MSG, MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressBody, makeAddress, makeParcel } from '../../../test/fixtures/parcels';
import { expectRefusedAndUnchanged, useTestApp } from '../../../test/helpers';
import { addresses } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const row = async (id: number) => (await t.services.db.select().from(addresses).where(eq(addresses.id, id)))[0];

describe('the addresses API', () => {
  it('refuses an anonymous caller on every route (401)', async () => {
    const own = await makeAddress(t, a.customerA);
    for (const [method, url] of [
      ['GET', '/api/address/list/'],
      ['GET', `/api/address/get/${own.id}/`],
      ['POST', '/api/address/create/'],
      ['PATCH', `/api/address/update/${own.id}/`],
      ['DELETE', `/api/address/delete/${own.id}/`],
    ] as const) {
      expect(
        (await inject(method, url, a.anonymous, method === 'GET' || method === 'DELETE' ? undefined : addressBody())).statusCode,
      ).toBe(401);
    }
  });

  it('checks every field with its message, and stores the phone in E.164', async () => {
    const res = await inject('POST', '/api/address/create/', a.customerA, {});
    expect(res.json()).toEqual({
      full_name: [ADDRESS_MSG.fullNameRequired],
      phone_number: [ADDRESS_MSG.phoneRequired],
      email: [ADDRESS_MSG.emailRequired],
      address: [ADDRESS_MSG.addressRequired],
      city: [ADDRESS_MSG.cityRequired],
      country: [ADDRESS_MSG.countryRequired],
    });
    const bad = await inject('POST', '/api/address/create/', a.customerA, addressBody({ phone_number: '12', email: 'x@' }));
    expect(bad.json()).toEqual({ phone_number: [ADDRESS_MSG.phoneInvalid], email: [ADDRESS_MSG.emailInvalid] });
    const ok = await inject('POST', '/api/address/create/', a.customerA, addressBody({ phone_number: '8 912 345 67 89' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().phone_number).toBe('+79123456789');
  });

  it("lists, reads, changes and deletes one's own; another customer's is a 404 and stays as it was", async () => {
    const theirs = await makeAddress(t, a.customerB, { city: 'Ош' });
    const mine = await makeAddress(t, a.customerA, { city: 'Каракол' });
    const list = (await inject('GET', '/api/address/list/', a.customerA)).json().results.map((x: { id: number }) => x.id);
    expect(list).toContain(mine.id);
    expect(list).not.toContain(theirs.id);
    expect((await inject('GET', `/api/address/get/${mine.id}/`, a.customerA)).json().city).toBe('Каракол');
    const read = () => row(theirs.id);
    await expectRefusedAndUnchanged(read, () => inject('GET', `/api/address/get/${theirs.id}/`, a.customerA), 404, {
      detail: ADDRESS_MSG.notFound,
    });
    await expectRefusedAndUnchanged(
      read,
      () => inject('PATCH', `/api/address/update/${theirs.id}/`, a.customerA, { city: 'X' }),
      404,
    );
    await expectRefusedAndUnchanged(read, () => inject('DELETE', `/api/address/delete/${theirs.id}/`, a.customerA), 404);
    expect((await inject('PATCH', `/api/address/update/${mine.id}/`, a.customerA, { city: 'Талас' })).json().city).toBe('Талас');
    expect((await inject('DELETE', `/api/address/delete/${mine.id}/`, a.customerA)).statusCode).toBe(204);
    expect(await row(mine.id)).toBeUndefined();
  });

  it('honours ?user= for admins and ignores it for customers', async () => {
    const theirs = await makeAddress(t, a.customerB);
    const asAdmin = await inject('GET', `/api/address/list/?user=${a.customerB.user.id}`, a.admin);
    expect(asAdmin.json().results.map((x: { id: number }) => x.id)).toContain(theirs.id);
    const asCustomer = await inject('GET', `/api/address/list/?user=${a.customerB.user.id}`, a.customerA);
    expect(asCustomer.json().results.map((x: { id: number }) => x.id)).not.toContain(theirs.id);
    // A customer's `user` does not plant an address on someone else.
    const planted = await inject(
      'POST',
      `/api/address/create/?user=${a.customerB.user.id}`,
      a.customerA,
      addressBody({ city: 'Подброшен' }),
    );
    expect((await row(planted.json().id))?.userId).toBe(a.customerA.user.id);
    const forClient = await inject(
      'POST',
      `/api/address/create/?user=${a.customerB.user.id}`,
      a.admin,
      addressBody({ city: 'Для клиента' }),
    );
    expect((await row(forClient.json().id))?.userId).toBe(a.customerB.user.id);
    expect((await inject('POST', '/api/address/create/?user=999999', a.admin, addressBody())).json()).toEqual({
      user: [MSG.userNotFound],
    });
  });

  it("lets an operator use a customer's addresses, not an admin's or another operator's", async () => {
    const customers = await makeAddress(t, a.customerB);
    expect((await inject('GET', `/api/address/list/?user=${a.customerB.user.id}`, a.operator)).json().results).toContainEqual(
      expect.objectContaining({ id: customers.id }),
    );
    expect((await inject('GET', `/api/address/get/${customers.id}/`, a.operator)).statusCode).toBe(200);

    const admins = await makeAddress(t, a.admin);
    const asOperator = (method: 'GET' | 'PATCH' | 'DELETE', url: string) =>
      inject(method, url, a.operator, method === 'PATCH' ? { city: 'Ош' } : undefined);
    for (const [method, url] of [
      ['GET', `/api/address/get/${admins.id}/`],
      ['PATCH', `/api/address/update/${admins.id}/`],
      ['DELETE', `/api/address/delete/${admins.id}/`],
    ] as const) {
      expect((await asOperator(method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await row(admins.id))?.city).toBe('Бишкек');
    const listed = await inject('GET', `/api/address/list/?user=${a.admin.user.id}`, a.operator);
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toEqual({ user: [MSG.userNotFound] });
    const created = await inject('POST', `/api/address/create/?user=${a.admin.user.id}`, a.operator, addressBody());
    expect(created.json()).toEqual({ user: [MSG.userNotFound] });
    // Their own, and the admins' view of anyone's, are as before.
    expect((await inject('GET', '/api/address/list/', a.operator)).statusCode).toBe(200);
    expect((await inject('GET', `/api/address/get/${admins.id}/`, a.admin)).statusCode).toBe(200);
  });

  it('keeps an address a parcel uses (409), but lets it be corrected', async () => {
    const used = await makeAddress(t, a.customerA);
    await makeParcel(t, a.admin, a.customerA, { address: used.id });
    const res = await inject('DELETE', `/api/address/delete/${used.id}/`, a.customerA);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MSG.deleteRefused(['1 посылка']) });
    expect((await inject('PATCH', `/api/address/update/${used.id}/`, a.customerA, { address: 'ул. Новая, 2' })).statusCode).toBe(
      200,
    );
  });
});
