import { BOARD_COLORS, CARD_MSG, MSG, PARCEL_MSG, PARCEL_STATUS, PURCHASE_MSG, WITHDRAWAL_RETURN_MINUTES } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectedParcels } from '../../src/db/schema';
import { LEGACY_READ_ROUTES } from '../../src/http/legacy';
import { makeAddress, makeParcel, parcelRow, uniqueTrack } from '../fixtures/parcels';
import { makeCustomer, multipart, TEST_PASSWORD, uniqueEmail, useTestApp } from '../helpers';
import { pngImage } from '../images';

// The company's older web client against Kerben's API (issues 32 and 46): each case is a request the
// client sends and the answer it reads, as its source and the issues give them.
// Kerben's richer data is in additional fields (docs/legacy-client.md), never in place of the original's.

/** The app's clock: the system's, moved by a test (an announcement coming back after its time); reset after each. */
const clock = (() => {
  let fixed: Date | undefined;
  return { now: () => fixed ?? new Date(), set: (at: Date) => (fixed = at), reset: () => (fixed = undefined) };
})();
const RETURN_MS = WITHDRAWAL_RETURN_MINUTES * 60_000;

const { t, actors: a, inject } = useTestApp({ actors: true, clock: () => clock.now() });
afterEach(() => clock.reset());

const expectedRow = async (id: number) =>
  (await t.services.db.select().from(expectedParcels).where(eq(expectedParcels.id, id)))[0];

/** The customer's announcement as the legacy client's "Мои посылки" dialog sends it: ids everywhere. */
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

/** The legacy client's parcel wizard: multipart, every field a text, the warehouse and the courier by id. */
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

/** The older client's operators' list, as it reads it: the announcement with its client nested. */
async function operatorsRow(owner: typeof a.customerA, id: number) {
  const page = (await inject('GET', `/api/my_warehouse/list_for_admin/?unique_id=${owner.user.clientCode}`, a.operator)).json();
  const row = page.results.find((e: { id: number }) => e.id === id);
  expect(row, 'the announcement in the operators’ list').toBeDefined();
  return row;
}

/**
 * The older client's "В склад" create (WarehousesProductModalV2): the fields it appends to its
 * FormData, in its order, as text; the client code from `user.unique_id`, the countries, warehouse
 * and address from the list's ids, no photo chosen (an empty `image`), the price its form computed.
 */
function toWarehouse(listed: Record<string, unknown> & { user: { unique_id: string } }, overrides: Record<string, string> = {}) {
  const body = multipart({
    name: 'Кроссовки',
    width: '',
    height: '',
    length: '',
    address: String(listed.address),
    weight: '2',
    track_number: String(listed.tracking_number),
    price: '24.00',
    warehouse: String(listed.warehouse),
    status: '6',
    image: '',
    comments: String(listed.comments),
    unique_id_user: listed.user.unique_id,
    date_sent: '',
    date_arrived: '',
    country_of_origin: String(Number(listed.country_of_origin)),
    country_of_destination: String(Number(listed.country_of_destination)),
    ...overrides,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/warehouses/product/create/',
    headers: { ...a.operator.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('the legacy client reads ids where it reads ids', () => {
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
      user_detail: { id: a.customerA.user.id, unique_id: a.customerA.user.clientCode },
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

  it('"В склад" exactly as the older client sends it (DELETE, then the multipart create from the list) receives the announcement', async () => {
    const owner = await makeCustomer(t);
    const address = await makeAddress(t, owner);
    const announced = await announce(owner, address.id);
    const listed = await operatorsRow(owner, announced.id);

    expect((await inject('DELETE', `/api/my_warehouse/delete/${listed.id}/`, a.operator)).statusCode).toBe(204);
    const created = await toWarehouse(listed);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      client: { id: owner.user.id },
      address: address.id,
      warehouse: 14,
      country_of_origin: { id: 3 },
      country_of_destination: { id: 8 },
      track_number: announced.tracking_number,
    });
    expect(await expectedRow(announced.id)).toMatchObject({ parcelId: created.json().id });
    expect((await inject('GET', `/api/my_warehouse/get/${announced.id}/`, owner)).json()).toMatchObject({
      received: true,
      parcel: { id: created.json().id },
    });
    // Received: back in the operators' list as received, never as "returned".
    expect(await operatorsRow(owner, announced.id)).toMatchObject({ received: true, withdrawn: false, returned_at: null });
  });

  it('a failed "В склад" loses nothing: the announcement is out of the list for 15 minutes, then back with a history line, and received on the next try', async () => {
    const owner = await makeCustomer(t);
    const announced = await announce(owner, (await makeAddress(t, owner)).id);
    const listed = await operatorsRow(owner, announced.id);
    expect((await inject('DELETE', `/api/my_warehouse/delete/${listed.id}/`, a.operator)).statusCode).toBe(204);
    const withdrawnAt = (await expectedRow(announced.id))?.withdrawnAt as Date;
    // The create fails as it did with the object sent for the warehouse: nothing is received.
    const failed = await toWarehouse(listed, { warehouse: '[object Object]' });
    expect(failed.statusCode).toBe(400);
    expect(await expectedRow(announced.id)).toMatchObject({ parcelId: null });

    const openList = `/api/my_warehouse/list_for_admin/?unique_id=${owner.user.clientCode}`;
    const open = async () => (await inject('GET', openList, a.operator)).json().results;
    const withdrawn = async () => (await inject('GET', `${openList}&withdrawn=true`, a.operator)).json().results;
    // A second before the time: still out of the list (the older client expects it gone), among the withdrawn.
    clock.set(new Date(withdrawnAt.getTime() + RETURN_MS - 1000));
    expect(await open()).toEqual([]);
    expect(await withdrawn()).toMatchObject([{ id: announced.id, withdrawn: true, returned_at: null }]);
    // Its owner saw it on its way all along.
    expect((await inject('GET', '/api/my_warehouse/list/', owner)).json().results).toMatchObject([
      { id: announced.id, received: false },
    ]);

    // The time has come and no parcel has its number: it is back, saying so.
    clock.set(new Date(withdrawnAt.getTime() + RETURN_MS));
    expect(await withdrawn()).toEqual([]);
    const back = (await open())[0];
    expect(back).toMatchObject({
      id: announced.id,
      user: { unique_id: owner.user.clientCode },
      withdrawn: false,
      returned_at: new Date(withdrawnAt.getTime() + RETURN_MS).toISOString(),
    });
    expect(back.history.map((line: { event: string }) => line.event)).toEqual(['announced', 'withdrawn', 'returned']);
    expect(back.history[2].at).toBe(back.returned_at);

    // "В склад" again from there: its delete withdraws it once more (never removes it), the create receives it.
    expect((await inject('DELETE', `/api/my_warehouse/delete/${back.id}/`, a.operator)).statusCode).toBe(204);
    expect(await expectedRow(announced.id)).toBeDefined();
    const created = await toWarehouse(back);
    expect(created.statusCode, created.body).toBe(201);
    expect(await expectedRow(announced.id)).toMatchObject({ parcelId: created.json().id });
  });

  it('a customer’s announcement edit, with the fields as the list gives them, saves', async () => {
    const owner = await makeCustomer(t);
    const address = await makeAddress(t, owner);
    const other = await makeAddress(t, owner);
    const announced = await announce(owner, address.id);
    const mine = (await inject('GET', '/api/my_warehouse/list/?pagination_type=page_number&page=1&page_size=7', owner)).json();
    const listed = mine.results.find((e: { id: number }) => e.id === announced.id);
    // What the edit dialog compares with its own lists of ids, and the addresses it asks for.
    expect(listed).toMatchObject({ user: owner.user.id, country_of_origin: 3, country_of_destination: 8, courier_service: 1 });
    const addresses = (await inject('GET', `/api/address/list/?user=${listed.user}`, owner)).json();
    expect(addresses.results.map((found: { id: number }) => found.id)).toContain(listed.address);

    // Save: the courier and the origin as selected (a select's value is text), the rest as read.
    const saved = await inject('PATCH', `/api/my_warehouse/update/${listed.id}/`, owner, {
      tracking_number: listed.tracking_number,
      courier_service: '3',
      warehouse: listed.warehouse,
      country_of_origin: '10',
      country_of_destination: listed.country_of_destination,
      address: other.id,
      comments: 'Кроссовки, 42',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      courier_service: 3,
      country_of_origin: 10,
      warehouse: 28,
      address: other.id,
      comments: 'Кроссовки, 42',
    });
    expect(await expectedRow(announced.id)).toMatchObject({
      courierId: 3,
      originCountryId: 10,
      warehouseId: 28,
      addressId: other.id,
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
      unique_id_user: owner.user.clientCode,
      track_number: announced.tracking_number.toLowerCase(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await expectedRow(announced.id)).toMatchObject({ parcelId: created.json().id });
    const stranger = await sendWizard({ unique_id_user: other.user.clientCode, track_number: uniqueTrack() });
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

describe('values the older client sends before a page is ready', () => {
  it('null, undefined and empty filters and page numbers are not sent, on the original API’s read routes', async () => {
    const all = (
      await inject('GET', '/api/warehouses/product/list/?pagination_type=page_number&page=1&page_size=5', a.admin)
    ).json();
    const withNull = await inject(
      'GET',
      '/api/warehouses/product/list/?pagination_type=page_number&page=1&page_size=5&warehouse=null',
      a.admin,
    );
    expect(withNull.statusCode, withNull.body).toBe(200);
    expect(withNull.json().count).toBe(all.count);

    await makeAddress(t, a.admin);
    const addresses = await inject('GET', '/api/address/list/?user=undefined', a.admin);
    expect(addresses.statusCode, addresses.body).toBe(200);
    expect(addresses.json()).toEqual((await inject('GET', '/api/address/list/', a.admin)).json());

    const purchases = await inject('GET', '/api/purchase/list/?page=undefined&', a.admin);
    expect(purchases.statusCode, purchases.body).toBe(200);
    expect(purchases.json().current_page).toBe(1);
    // Repeated, the placeholder is dropped and the real value counts.
    expect((await inject('GET', '/api/my_warehouse/list_for_admin/?page=null&page=1&warehouse=', a.operator)).statusCode).toBe(
      200,
    );
  });

  it('every route named as the original API’s read route is one Kerben serves', () => {
    const served = new Set(t.routeTable.filter((route) => route.method === 'GET').map((route) => route.url));
    expect([...LEGACY_READ_ROUTES].filter((url) => !served.has(url))).toEqual([]);
  });

  it('tracking before the number is known (`get//`) is a 404, as an unknown number', async () => {
    for (const url of ['/api/warehouses/product/get//', '/api/warehouses/product/get/']) {
      const res = await inject('GET', url, a.anonymous);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: PARCEL_MSG.trackNotFound });
    }
  });

  it('any other malformed value is still a 400 with its message; Kerben’s own routes take no placeholder', async () => {
    const warehouse = await inject('GET', '/api/warehouses/product/list/?warehouse=abc', a.admin);
    expect(warehouse.statusCode).toBe(400);
    expect(warehouse.json()).toEqual({ warehouse: [PARCEL_MSG.filterInvalid] });
    const page = await inject('GET', '/api/purchase/list/?page=0', a.admin);
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ page: [MSG.pageTooSmall] });
    const own = await inject('GET', '/api/shipments/?page=undefined', a.admin);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ page: [MSG.pageNotNumber] });
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
    expect(listed).toMatchObject({ user: a.customerA.user.id, user_detail: { unique_id: a.customerA.user.clientCode } });

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
    const { email } = await makeCustomer(long.t, { email: uniqueEmail('legacy') });
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
