import { MSG, WAREHOUSE_ADDRESS_MSG } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { pngPart, storedFile } from '../../../test/fixtures/catalog';
import { multipart, useTestApp } from '../../../test/helpers';

const { t, actors: a, inject } = useTestApp({ actors: true });

const chicago = {
  name: 'Kerben Chicago',
  address: '1200 W Algonquin Rd',
  city: 'Arlington Heights',
  state: 'IL',
  zip_code: '60005',
  phone: '+1 312 555 0100',
  email: 'chicago@kerben.kg',
  unit: 'Suite 100',
};

describe('warehouse addresses (/api/contacts/)', () => {
  it('refuses an anonymous caller (401) and a customer (403) on the admin routes', async () => {
    for (const [method, url] of [
      ['POST', '/api/contacts/create/'],
      ['PATCH', '/api/contacts/update/1/'],
      ['DELETE', '/api/contacts/delete/1/'],
    ] as const) {
      expect((await inject(method, url, a.anonymous, chicago)).statusCode).toBe(401);
      expect((await inject(method, url, a.customerA, chicago)).json()).toEqual({ detail: MSG.forbidden });
    }
  });

  it('checks the fields with their messages', async () => {
    expect((await inject('POST', '/api/contacts/create/', a.admin, {})).json()).toEqual({
      name: [WAREHOUSE_ADDRESS_MSG.nameRequired],
      address: [WAREHOUSE_ADDRESS_MSG.addressRequired],
      city: [WAREHOUSE_ADDRESS_MSG.cityRequired],
      phone: [WAREHOUSE_ADDRESS_MSG.phoneRequired],
    });
    expect((await inject('POST', '/api/contacts/create/', a.admin, { ...chicago, email: 'x@', phone: '12' })).json()).toEqual({
      phone: [WAREHOUSE_ADDRESS_MSG.phoneInvalid],
      email: [WAREHOUSE_ADDRESS_MSG.emailInvalid],
    });
  });

  it('are created with an image by admins, listed to anyone, changed and deleted', async () => {
    const form = multipart({ ...chicago, image: await pngPart('warehouse.png') });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/create/',
      headers: { ...a.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...chicago,
      phone: '+13125550100',
      image: expect.stringMatching(/^\/media\/public\//),
    });
    const list = await inject('GET', '/api/contacts/list/', a.anonymous);
    expect(list.json().results.map((c: { id: number }) => c.id)).toContain(created.json().id);
    const id = created.json().id;
    const changed = await inject('PATCH', `/api/contacts/update/${id}/`, a.admin, { unit: 'Suite 200', image: null });
    expect(changed.json()).toMatchObject({ unit: 'Suite 200', image: null });
    expect(await storedFile(t, created.json().image)).toBeUndefined();
    expect((await inject('DELETE', `/api/contacts/delete/${id}/`, a.admin)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/contacts/delete/${id}/`, a.admin)).statusCode).toBe(404);
  });
});
