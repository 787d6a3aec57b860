import { BOARD_COLORS, CARD_MSG, MSG, PARCEL_STATUS, PURCHASE_MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedParcels } from '../../src/db/schema';
import { makeAddress, makeParcel, parcelRow, uniqueTrack } from '../fixtures/parcels';
import { makeCustomer, multipart, TEST_PASSWORD, uniqueEmail, useTestApp } from '../helpers';
import { pngImage } from '../images';

// The seed's own web client against Kerben's API (issue 32): each case is a request the client sends
// and the answer it reads, as the issue gives them. Kerben's richer data is in
// additional fields (docs/seed-contract.md), never in place of the seed's.

const { t, actors: a, inject } = useTestApp({ actors: true });

const expectedRow = async (id: number) =>
  (await t.services.db.select().from(expectedParcels).where(eq(expectedParcels.id, id)))[0];

/** The customer's announcement as the seed's "Мои посылки" dialog sends it: ids everywhere. */
async function announce(owner: typeof a.customerA, address: number, tracking_number = uniqueTrack()) {
  const res = await inject('POST', '/api/my_warehouse/add/', owner, {
    courier_service: 1,
    tracking_number,
    warehouse: 14,
    country_of_origin: 3,
    country_of_destination: 8,
    address,
    comments: 'Кроссовки',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; tracking_number: string }>();
}

/** The seed's parcel wizard: multipart, every field a text, the warehouse and the courier by id. */
const wizard = (fields: Record<string, string>) =>
  multipart({
    name: 'Кроссовки',
    weight: '1.5',
    length: '',
    width: '',
    height: '',
    price: '18',
    status: '6',
    comments: '',
    date_sent: '',
    date_arrived: '',
    country_of_origin: '3',
    country_of_destination: '8',
    courier_service: '1',
    warehouse: '14',
    ...fields,
  });

async function sendWizard(fields: Record<string, string>) {
  const body = wizard(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/warehouses/product/create/',
    headers: { ...a.admin.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('the seed client reads ids where it reads ids', () => {
  it('expected parcels and parcels answer warehouse, address, courier_service and user as ids, the objects beside them', async () => {
    const address = await makeAddress(t, a.customerA);
    const announced = await announce(a.customerA, address.id);
    const mine = (
      await inject('GET', '/api/my_warehouse/list/?pagination_type=page_number&page=1&page_size=7', a.customerA)
    ).json();
    const listed = mine.results.find((e: { id: number }) => e.id === announced.id);
    expect(listed).toMatchObject({
      warehouse: 14,
      warehouse_detail: { id: 14, name: 'Чикаго' },
      courier_service: 1,
      courier_service_detail: { id: 1, name: 'Fedex' },
      address: address.id,
      address_detail: { id: address.id },
      user: a.customerA.user.id,
      user_detail: { id: a.customerA.user.id, unique_id: a.customerA.user.uniqueId },
    });
    // What the client then asks with those ids works.
    expect((await inject('GET', `/api/address/list/?user=${listed.user}`, a.admin)).statusCode).toBe(200);
    expect((await inject('GET', `/api/address/get/${listed.address}/`, a.customerA)).statusCode).toBe(200);

    const parcel = await makeParcel(t, a.admin, a.customerA, {
      track_number: uniqueTrack(),
      address: address.id,
      courier_service: 1,
    });
    const page = (
      await inject('GET', '/api/warehouses/product/list/?pagination_type=page_number&page=1&page_size=5&warehouse=14', a.admin)
    ).json();
    expect(page.results.find((p: { id: number }) => p.id === parcel.id)).toMatchObject({
      warehouse: 14,
      warehouse_detail: { id: 14, name: 'Чикаго' },
      address: address.id,
      courier_service: 1,
      user: a.customerA.user.id,
    });
    const tracked = (await inject('GET', `/api/warehouses/product/get/${parcel.track_number}/`, a.anonymous)).json();
    expect(tracked).toMatchObject({ warehouse: 14, warehouse_detail: { id: 14, name: 'Чикаго' } });
  });

  it('"В склад" (DELETE the expected parcel, then POST the parcel) receives the announcement; a failed POST loses nothing', async () => {
    const owner = await makeCustomer(t);
    const address = await makeAddress(t, owner);
    const announced = await announce(owner, address.id);
    expect((await inject('DELETE', `/api/my_warehouse/delete/${announced.id}/`, a.admin)).statusCode).toBe(204);
    // Gone from the operators' list the client reloads, kept for the parcel it becomes.
    const open = (await inject('GET', `/api/my_warehouse/list_for_admin/?unique_id=${owner.user.uniqueId}`, a.admin)).json();
    expect(open.results).toEqual([]);
    expect((await expectedRow(announced.id))?.withdrawnAt).not.toBeNull();

    // The create fails as it did with the object sent for the warehouse: the announcement stays.
    const failed = await sendWizard({
      unique_id_user: owner.user.uniqueId,
      track_number: announced.tracking_number,
      address: String(address.id),
      warehouse: '[object Object]',
    });
    expect(failed.statusCode).toBe(400);
    expect(await expectedRow(announced.id)).toMatchObject({ parcelId: null });
    const withdrawn = (
      await inject('GET', `/api/my_warehouse/list_for_admin/?unique_id=${owner.user.uniqueId}&withdrawn=true`, a.admin)
    ).json();
    expect(withdrawn.results).toMatchObject([{ id: announced.id, withdrawn: true }]);
    // Its owner still sees it on its way.
    const ownList = (await inject('GET', '/api/my_warehouse/list/', owner)).json();
    expect(ownList.results).toMatchObject([{ id: announced.id, received: false }]);

    // The client's POST again, now with the warehouse's id: one call receives it.
    const created = await sendWizard({
      unique_id_user: owner.user.uniqueId,
      track_number: announced.tracking_number,
      address: String(address.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await expectedRow(announced.id)).toMatchObject({ parcelId: created.json().id, withdrawnAt: null });
    expect((await inject('GET', `/api/my_warehouse/get/${announced.id}/`, owner)).json()).toMatchObject({
      received: true,
      parcel: { id: created.json().id },
    });
  });

  it('an operator deleting a withdrawn announcement again removes it; its owner’s delete removes it at once', async () => {
    const owner = await makeCustomer(t);
    const first = await announce(owner, (await makeAddress(t, owner)).id);
    expect((await inject('DELETE', `/api/my_warehouse/delete/${first.id}/`, a.admin)).statusCode).toBe(204);
    expect(await expectedRow(first.id)).toBeDefined();
    expect((await inject('DELETE', `/api/my_warehouse/delete/${first.id}/`, a.admin)).statusCode).toBe(204);
    expect(await expectedRow(first.id)).toBeUndefined();
    const second = await announce(owner, (await makeAddress(t, owner)).id);
    expect((await inject('DELETE', `/api/my_warehouse/delete/${second.id}/`, owner)).statusCode).toBe(204);
    expect(await expectedRow(second.id)).toBeUndefined();
  });

  it('a parcel created with a number its client announced receives the announcement, without any delete', async () => {
    const owner = await makeCustomer(t);
    const announced = await announce(owner, (await makeAddress(t, owner)).id);
    const other = await makeCustomer(t);
    // Someone else's parcel with that number does not take this client's announcement.
    const created = await sendWizard({
      unique_id_user: owner.user.uniqueId,
      track_number: announced.tracking_number.toLowerCase(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await expectedRow(announced.id)).toMatchObject({ parcelId: created.json().id });
    const stranger = await sendWizard({ unique_id_user: other.user.uniqueId, track_number: uniqueTrack() });
    expect(stranger.statusCode).toBe(201);
  });
});

describe('bulk parcel change', () => {
  it('{"ids":[1],"status":"4","date_sent":"","date_arrived":""} changes the status and leaves both dates; null clears', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA, { date_sent: '03.10.2026', date_arrived: '03.20.2026' });
    const res = await inject('PATCH', '/api/warehouses/product/update/', a.admin, {
      ids: [parcel.id],
      status: '4',
      date_sent: '',
      date_arrived: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await parcelRow(t, parcel.id)).toMatchObject({
      statusId: PARCEL_STATUS.atPickupPoint,
      dateSent: '2026-03-10',
      dateArrived: '2026-03-20',
    });
    const cleared = await inject('PATCH', '/api/warehouses/product/update/', a.admin, { ids: [parcel.id], date_sent: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await parcelRow(t, parcel.id)).toMatchObject({ dateSent: null, dateArrived: '2026-03-20' });
  });
});

describe('repeated query parameters', () => {
  it('?page=1&page=1 answers the page; the last value wins; a repeatable filter stays a list', async () => {
    const same = await inject(
      'GET',
      '/api/my_warehouse/list/?pagination_type=page_number&page=1&page=1&page_size=7',
      a.customerA,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().current_page).toBe(1);
    const last = await inject('GET', '/api/warehouses/product/list/?page_size=100&page_size=1&page=2&page=1', a.admin);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ current_page: 1 });
    expect(last.json().results).toHaveLength(1);
    const sites = await inject('GET', '/api/catalog/sites/list/?category=1&category=2&country=3', a.anonymous);
    expect(sites.statusCode, sites.body).toBe(200);
  });
});

describe('bulletin board', () => {
  it('the category list is a page (results) and announcements carry item_category, the id', async () => {
    const category = await inject('POST', '/api/items/category/create/', a.admin, {
      name: `Новости ${uniqueTrack()}`,
      color: BOARD_COLORS.blue,
    });
    expect(category.statusCode, category.body).toBe(201);
    const categories = (await inject('GET', '/api/items/category/list/', a.anonymous)).json();
    expect(categories).toMatchObject({ count: expect.any(Number), next: null, previous: null });
    expect(categories.results).toContainEqual(category.json());
    // The client's own write names the category item_category too.
    const item = await inject('POST', '/api/items/create/', a.admin, {
      text: 'Склад работает',
      item_category: category.json().id,
      city: 'Бишкек',
    });
    expect(item.statusCode, item.body).toBe(201);
    const items = (await inject('GET', '/api/items/list/', a.anonymous)).json();
    expect(items.results.find((i: { id: number }) => i.id === item.json().id)).toMatchObject({
      item_category: category.json().id,
      category: { id: category.json().id },
    });
  });
});

describe('buy-out requests', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await pngImage();
  });

  async function request() {
    const body = multipart({
      full_name: 'Айгуль Тестова',
      url: 'https://www.amazon.com/dp/B0TEST',
      name_of_purchase: 'Кроссовки Nike',
      count: '1',
      email: a.customerA.email,
      description: 'Размер 42',
      telegram: '@aigul_kg',
      phone_number: '+996555123456',
      purchase_image: { filename: 'shot.png', contentType: 'image/png', data: png },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/add/',
      headers: { ...a.customerA.headers, ...body.headers },
      payload: body.payload,
      remoteAddress: '10.32.0.1',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>();
  }

  const save = (id: number, fields: Record<string, string>) => {
    const body = multipart(fields);
    return t.app.inject({
      method: 'PATCH',
      url: `/api/purchase/update/${id}/`,
      headers: { ...a.admin.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('user is the id; the client save price=55, status_request=true quotes the request, and marks it purchased once paid', async () => {
    const { id } = await request();
    const listed = (await inject('GET', `/api/purchase/get/${id}/`, a.admin)).json();
    expect(listed).toMatchObject({ user: a.customerA.user.id, user_detail: { unique_id: a.customerA.user.uniqueId } });

    const quoted = await save(id, { price: '55', status_request: 'true' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ state: 'quoted', goods_price: 55, status_request: false });
    const price = quoted.json().price as number;

    // Saved again as read (the total it shows): nothing new; paid, then "bought" with its order number.
    expect((await save(id, { price: String(price), status_request: 'false' })).json()).toMatchObject({ state: 'quoted', price });
    expect((await inject('PATCH', `/api/purchase/update/${id}/`, a.admin, { state: 'paid' })).statusCode).toBe(200);
    const noOrder = await save(id, { price: String(price), status_request: 'true' });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json()).toEqual({ order_number: [PURCHASE_MSG.orderNumberRequired] });
    const bought = await save(id, { price: String(price), status_request: 'true', order_number: '111-222' });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ state: 'purchased', status_request: true });
  });

  it('any other unknown field of a write answers 400 naming it, changing nothing', async () => {
    const { id } = await request();
    const res = await save(id, { status: 'done', goods_price: '10' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: [MSG.unknownField] });
    expect((await inject('GET', `/api/purchase/get/${id}/`, a.admin)).json()).toMatchObject({ state: 'new', goods_price: null });
    const json = await inject('PATCH', `/api/purchase/update/${id}/`, a.admin, { colour: 'red', state: 'nope' });
    expect(json.json()).toEqual({ colour: [MSG.unknownField], state: [PURCHASE_MSG.stateInvalid] });
  });
});

describe('users', () => {
  it('PATCH /api/users/profile/{id}/: an admin edits a user; a customer may not', async () => {
    const user = await makeCustomer(t);
    const res = await inject('PATCH', `/api/users/profile/${user.user.id}/`, a.admin, { first_name: 'Бакыт' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.user.id, first_name: 'Бакыт' });
    expect((await inject('PATCH', `/api/users/profile/${user.user.id}/`, user, { first_name: 'Я' })).statusCode).toBe(403);
  });
});

describe('warehouse addresses', () => {
  it('take the phone as number and answer it as number too', async () => {
    const res = await inject('POST', '/api/contacts/create/', a.admin, {
      name: 'Kerben Chicago',
      address: '1200 W Algonquin Rd',
      city: 'Arlington Heights',
      number: '+1 312 555 0100',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ number: '+13125550100', phone: '+13125550100' });
    const changed = await inject('PATCH', `/api/contacts/update/${res.json().id}/`, a.admin, { number: '+1 312 555 0199' });
    expect(changed.json()).toMatchObject({ number: '+13125550199' });
  });
});

describe('saved cards', () => {
  it('the masked number sent back is unchanged and needs no CVV; another masked number or a new one without CVV is refused', async () => {
    const added = await inject('POST', '/api/billing/add/', a.customerA, {
      number: '4111111111111111',
      end_date: '12-2031',
      full_name: 'AIGUL TESTOVA',
      cvv: '123',
    });
    expect(added.statusCode, added.body).toBe(201);
    const card = added.json();
    const edit = (body: Record<string, unknown>) => inject('PATCH', `/api/billing/update/${card.id}/`, a.customerA, body);
    const same = await edit({ number: card.number, end_date: '2032-01', full_name: 'AIGUL T' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ ...card, end_date: '01-2032', full_name: 'AIGUL T' });
    expect((await edit({ number: '555555******4444', full_name: 'X' })).json()).toEqual({ number: [CARD_MSG.maskedNotSaved] });
    expect((await edit({ number: '5555555555554444' })).json()).toEqual({ cvv: [CARD_MSG.cvvRequired] });
  });
});

describe('sessions of a client that never refreshes', () => {
  const long = useTestApp({ env: { ACCESS_TOKEN_TTL_MINUTES: '1440' } });

  it('ACCESS_TOKEN_TTL_MINUTES sets the access token’s life; the refresh token still rotates', async () => {
    const { email } = await makeCustomer(long.t, { email: uniqueEmail('seed') });
    const login = await long.t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { access, refresh } = login.json<{ access: string; refresh: string }>();
    const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(1440 * 60);
    const rotated = await long.t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().refresh).not.toBe(refresh);
    // Presented again (within the few seconds' grace of sessions.test.ts): the same successor, no new session.
    const again = await long.t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(again.json()).toEqual(rotated.json());
  });
});
