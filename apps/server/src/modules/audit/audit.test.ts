import { type AuditEntry, BOARD_COLORS, MSG, type Page } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { form, pngPart } from '../../../test/fixtures/catalog';
import { addressBody, makeParcel, parcelFormFields, uniqueTrack } from '../../../test/fixtures/parcels';
import { makePurchase } from '../../../test/fixtures/purchases';
import { type Actor, makeCustomer, useTestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const AUDIT = '/api/audit/';
const list = async (query: string, actor: Actor = a.admin) => {
  const res = await inject('GET', `${AUDIT}?${query}`, actor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<AuditEntry>>();
};
/** The entries of one record, newest first. */
const entriesOf = async (entity: string, id: number) => (await list(`entity=${entity}&entity_id=${id}&page_size=100`)).results;

describe('GET /api/audit/', () => {
  it('is for admins only: 401 anonymous, 403 customers and operators', async () => {
    expect((await inject('GET', AUDIT, a.anonymous)).statusCode).toBe(401);
    expect((await inject('GET', AUDIT, a.customerA)).json()).toEqual({ detail: MSG.forbidden });
    expect((await inject('GET', AUDIT, a.operator)).json()).toEqual({ detail: MSG.forbidden });
  });

  it('refuses a malformed filter with its message (400)', async () => {
    const res = await inject('GET', `${AUDIT}?date_from=вчера&entity=planet`, a.admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['date_from', 'entity']);
  });
});

describe('what is logged', () => {
  it('an operator’s parcel: created (multipart, with its files), changed field by field, bulk-moved and deleted; who, role, address and time', async () => {
    const created = await t.app.inject(
      form(
        'POST',
        '/api/warehouses/product/create/',
        parcelFormFields(a.customerA.user.clientCode, await pngPart('photo.png')),
        a.operator.headers,
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const started = Date.now();
    expect(
      (await inject('PATCH', `/api/warehouses/product/update/${id}/`, a.operator, { comments: 'Коробка помята' })).statusCode,
    ).toBe(200);
    expect((await inject('PATCH', '/api/warehouses/product/update/', a.operator, { ids: [id], status: 5 })).statusCode).toBe(200);
    expect((await inject('PUT', '/api/warehouses/product/delete/', a.operator, { ids: [id] })).statusCode).toBeLessThan(300);

    const entries = await entriesOf('parcel', id);
    expect(entries.map((e) => e.action)).toEqual(['parcel.delete', 'parcel.update', 'parcel.update', 'parcel.create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor_id: a.operator.user.id,
        actor_role: 'operator',
        actor_code: a.operator.user.clientCode,
      });
      expect(entry.ip).toBeTruthy();
      expect(Math.abs(Date.parse(entry.at) - started)).toBeLessThan(60_000);
    }
    const [deleted, moved, commented, create] = entries;
    expect(create?.after).toMatchObject({ id, name: 'Кроссовки', user_id: a.customerA.user.id });
    expect(create?.before).toBeNull();
    // A change keeps only what changed (updated_at is not a change of its own).
    expect(commented?.before).toEqual({ comments: '' });
    expect(commented?.after).toEqual({ comments: 'Коробка помята' });
    expect(moved?.after).toMatchObject({ status_id: 5 });
    expect(deleted?.before).toMatchObject({ id, comments: 'Коробка помята' });
    expect(deleted?.after).toBeNull();
    // The photo's files row went in and out with it, under the same actor.
    const fileActions = (await list(`actor=${a.operator.user.id}&entity=file&page_size=100`)).results.map((e) => e.action);
    expect(fileActions).toEqual(expect.arrayContaining(['file.create', 'file.delete']));
  });

  it('admins’ writes of every other kind: a warehouse, a catalogue category, the customs settings, a user and their role', async () => {
    const warehouse = await inject('POST', '/api/warehouses/create/', a.operator, { name: `Склад ${Date.now()}` });
    expect(warehouse.statusCode, warehouse.body).toBe(201);
    expect((await entriesOf('warehouse', warehouse.json().id)).map((e) => e.action)).toEqual(['warehouse.create']);

    const category = await inject('POST', '/api/categories/create/', a.admin, { name: `Аудит ${Date.now()}` });
    expect(category.statusCode, category.body).toBe(201);
    expect((await entriesOf('catalog_category', category.json().id))[0]).toMatchObject({
      action: 'catalog_category.create',
      actor_role: 'admin',
    });

    const settings = await inject('PATCH', '/api/settings/customs/', a.admin, { duty_rate_percent: 16 });
    expect(settings.statusCode, settings.body).toBe(200);
    const [customs] = (await list('entity=customs_settings')).results;
    expect(customs).toMatchObject({
      action: 'customs_settings.update',
      after: expect.objectContaining({ duty_rate_percent: expect.anything() }),
    });

    const person = await makeCustomer(t);
    expect((await inject('PUT', '/api/users/update/', a.admin, { ids: [person.user.id], role: 'operator' })).statusCode).toBe(
      200,
    );
    const [role] = await entriesOf('user', person.user.id);
    expect(role).toMatchObject({ action: 'user.update', before: { role: 'customer' }, after: { role: 'operator' } });
  });

  it('a write of every module: each logged with its entity, record and actor', async () => {
    const track = uniqueTrack();
    const cases: Array<{
      actor: Actor;
      method: 'POST' | 'PATCH' | 'DELETE';
      url: string;
      body?: object;
      entity: string;
      action: string;
    }> = [
      {
        actor: a.operator,
        method: 'POST',
        url: '/api/shipments/',
        body: { number: `A-${track}`, carrier: 'DHL', warehouse: 14, country_of_destination: 8 },
        entity: 'shipment',
        action: 'create',
      },
      {
        actor: a.operator,
        method: 'POST',
        url: '/api/my_warehouse/add/',
        body: {
          courier_service: 1,
          tracking_number: track,
          country_of_origin: 3,
          country_of_destination: 8,
          user: a.customerB.user.id,
          warehouse: 14,
        },
        entity: 'expected_parcel',
        action: 'create',
      },
      {
        actor: a.operator,
        method: 'POST',
        url: `/api/address/create/?user=${a.customerB.user.id}`,
        body: addressBody(),
        entity: 'address',
        action: 'create',
      },
      {
        actor: a.admin,
        method: 'POST',
        url: '/api/items/category/create/',
        body: { name: `Аудит ${track}`, color: BOARD_COLORS.red },
        entity: 'board_category',
        action: 'create',
      },
      {
        actor: a.admin,
        method: 'POST',
        url: '/api/notifications/create_notification/',
        body: { title: 'Аудит', description: 'Текст' },
        entity: 'notification',
        action: 'create',
      },
      {
        actor: a.admin,
        method: 'POST',
        url: '/api/contacts/create/',
        body: {
          name: `Склад ${track}`,
          address: '1 Main St',
          city: 'Chicago',
          state: 'IL',
          zip_code: '60005',
          phone: '+1 312 555 0100',
          email: 'c@kerben.kg',
        },
        entity: 'contact',
        action: 'create',
      },
    ];
    for (const write of cases) {
      const res = await inject(write.method, write.url, write.actor, write.body);
      expect(res.statusCode, `${write.url}: ${res.body}`).toBeLessThan(300);
      const id = res.json<{ id: number }>().id;
      const [entry] = await entriesOf(write.entity, id);
      expect(entry, write.url).toMatchObject({
        action: `${write.entity}.${write.action}`,
        actor_id: write.actor.user.id,
        entity_id: id,
      });
      // Only secrets are hidden: a zip code is data.
      expect(JSON.stringify(entry?.after), write.url).not.toContain('[hidden]');
    }
    // A buy-out request moved by an operator, and an out-of-state request deleted by an admin.
    const purchase = await makePurchase(t, a.customerA);
    expect(
      (await inject('PATCH', `/api/purchase/update/${purchase}/`, a.operator, { state: 'quoted', goods_price: 100 })).statusCode,
    ).toBe(200);
    expect((await entriesOf('purchase', purchase))[0]).toMatchObject({
      action: 'purchase.update',
      actor_role: 'operator',
      after: expect.objectContaining({ state: 'quoted' }),
    });
    const outside = await inject('POST', '/api/otside_of_illinois/add/', a.anonymous, {
      full_name: 'John Smith',
      address: '500 Market St, Philadelphia, PA 19106',
      phone_number: '+1 215 555 0134',
      cargo_weight: '12,5',
      email: `sender.${track}@example.com`,
    });
    expect(outside.statusCode, outside.body).toBe(201);
    // A visitor's request is not the log's business; its deletion by an admin is.
    expect(await entriesOf('outside_request', outside.json().id)).toEqual([]);
    expect((await inject('DELETE', `/api/otside_of_illinois/update_delete/${outside.json().id}/`, a.admin)).statusCode).toBe(204);
    expect((await entriesOf('outside_request', outside.json().id)).map((e) => e.action)).toEqual(['outside_request.delete']);
  });

  it('never keeps a password, a code or a card number', async () => {
    const email = `audit.${Date.now()}@example.kg`;
    const added = await inject('POST', '/api/add_user_for_admin/add/', a.admin, {
      first_name: 'Аудит',
      last_name: 'Тестов',
      email,
      phone_number: '+996555000111',
      password: 'Secret-pass-1',
      password2: 'Secret-pass-1',
    });
    expect(added.statusCode, added.body).toBe(201);
    const [create] = await entriesOf('user', added.json().id);
    expect(create?.after).toMatchObject({ email, password_hash: '[hidden]' });
    expect((await inject('POST', `/api/add_user_for_admin/${added.json().id}/send_reset/`, a.admin)).statusCode).toBe(200);
    const rows = await t.services.db.select().from(auditLog);
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(/\$argon2|Secret-pass-1/);
    expect(stored).not.toContain('4111 1111');
  });

  it('never keeps a saved card: deleting a user with one logs which card and whose, nothing of it', async () => {
    const owner = await makeCustomer(t);
    const saved = await inject('POST', '/api/billing/add/', owner, {
      number: '5500 0055 5555 5559',
      end_date: '09-2031',
      full_name: 'KARDHOLDER NAMESAKE',
      cvv: '318',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await inject('PUT', '/api/users/delete/', a.admin, { ids: [owner.user.id] })).statusCode).toBe(204);
    const [deleted] = await entriesOf('card', saved.json().id);
    expect(deleted).toMatchObject({ action: 'card.delete', actor_id: a.admin.user.id, after: null });
    expect(deleted?.before).toEqual({
      id: saved.json().id,
      user_id: owner.user.id,
      masked_number: '[hidden]',
      brand: '[hidden]',
      expiry_month: '[hidden]',
      expiry_year: '[hidden]',
      full_name: '[hidden]',
      provider: '[hidden]',
      provider_token: '[hidden]',
      created_at: '[hidden]',
      updated_at: '[hidden]',
    });
    const stored = JSON.stringify(await t.services.db.select().from(auditLog));
    for (const secret of ['550000', 'KARDHOLDER', '"expiry_year":2031']) expect(stored).not.toContain(secret);
  });

  it('a customer’s own writes are not the log’s business, and a refused change leaves no entry', async () => {
    await makeParcel(t, a.admin, a.customerA, { warehouse: 14 });
    const before = (await list('')).count;
    const announced = await inject('POST', '/api/my_warehouse/add/', a.customerB, {
      courier_service: 1,
      tracking_number: uniqueTrack(),
      country_of_origin: 3,
      country_of_destination: 8,
    });
    expect(announced.statusCode).toBe(201);
    // Deleting a warehouse that holds parcels is refused (409): its transaction, and any entry, roll back.
    expect((await inject('DELETE', '/api/warehouses/delete/14/', a.operator)).statusCode).toBe(409);
    expect((await list('')).count).toBe(before);
  });
});

describe('filters and pages', () => {
  it('by who, by what, by record, by period, newest first, paged', async () => {
    const parcel = await makeParcel(t, a.operator, a.customerA);
    await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.operator, { comments: 'Первая правка' });
    await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, { comments: 'Вторая правка' });

    const byAdmin = await list(`actor=${a.admin.user.id}&entity=parcel&entity_id=${parcel.id}`);
    expect(byAdmin.results.map((e) => e.after)).toEqual([{ comments: 'Вторая правка' }]);
    const updates = await list(`action=parcel.update&entity_id=${parcel.id}&entity=parcel`);
    expect(updates.results.map((e) => e.actor_role)).toEqual(['admin', 'operator']);

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Bishkek' });
    expect((await list(`entity=parcel&entity_id=${parcel.id}&date_from=${today}&date_to=${today}`)).count).toBe(3);
    expect((await list(`entity=parcel&entity_id=${parcel.id}&date_to=2020-01-01`)).count).toBe(0);

    const first = await list(`entity=parcel&entity_id=${parcel.id}&page_size=2`);
    expect([first.count, first.total_pages, first.results.length]).toEqual([3, 2, 2]);
    const second = await list(`entity=parcel&entity_id=${parcel.id}&page_size=2&page=2`);
    expect(second.results.map((e) => e.action)).toEqual(['parcel.create']);
  });
});
