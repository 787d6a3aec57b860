import { readFile } from 'node:fs/promises';
import { BOARD_COLORS, COUNTRY } from '@kerben/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../../src/paths';
import { makeCategory } from '../fixtures/catalog';
import { makeAddress, makeParcel, uniqueTrack } from '../fixtures/parcels';
import { makeCustomer, multipart, useTestApp } from '../helpers';
import { pngImage } from '../images';

// The table of docs/legacy-client.md, row by row: each endpoint answers the shape the original API
// gave there (an id where it answered an id, the nested object where it nested one), Kerben's
// richer object beside it. A row fails when its field's shape changes; the first case fails when
// the document's table and these rows differ.

const { t, actors: a, inject } = useTestApp({ actors: true });

type Json = Record<string, unknown>;

/** What a field must be: an id, an object with exactly these keys, or not answered at all. */
type Shape = { kind: 'id' } | { kind: 'object'; keys: readonly string[] } | { kind: 'absent' };
const ID: Shape = { kind: 'id' };
const ABSENT: Shape = { kind: 'absent' };
const object = (...keys: string[]): Shape => ({ kind: 'object', keys });

const NAMED = ['id', 'name'];
const CODE_AND_NAME = ['id', 'unique_id', 'first_name', 'last_name'];
const ADDRESS = ['id', 'full_name', 'phone_number', 'email', 'address', 'city', 'country'];
const PROFILE = [
  'id',
  'unique_id',
  'first_name',
  'last_name',
  'email',
  'avatar',
  'phone_number',
  'front_image',
  'back_image',
  'created_at',
  'user_address',
];

/** The answers the rows read, one record each, made once in beforeAll. */
const answers: Record<string, Json> = {};

interface Row {
  endpoint: string;
  field: string;
  shape: Shape;
  /** Kerben's richer object beside it: its name and keys. */
  beside?: readonly [string, readonly string[]];
}

const detail = (field: string, keys: readonly string[]) => [`${field}_detail`, keys] as const;

/** An announcement's references, as the customer's list, its create and its update answer them. */
const announcementRows = (endpoint: string, fields: readonly string[]): Row[] =>
  (
    [
      { endpoint, field: 'user', shape: ID, beside: detail('user', CODE_AND_NAME) },
      { endpoint, field: 'warehouse', shape: ID, beside: detail('warehouse', NAMED) },
      { endpoint, field: 'address', shape: ID, beside: detail('address', ADDRESS) },
      { endpoint, field: 'country_of_origin', shape: ID, beside: detail('country_of_origin', NAMED) },
      { endpoint, field: 'country_of_destination', shape: ID, beside: detail('country_of_destination', NAMED) },
      { endpoint, field: 'courier_service', shape: ID, beside: detail('courier_service', NAMED) },
    ] satisfies Row[]
  ).filter((row) => fields.includes(row.field));

const ROWS: Row[] = [
  {
    endpoint: 'GET /api/my_warehouse/list_for_admin/',
    field: 'user',
    shape: object(...PROFILE),
    beside: detail('user', CODE_AND_NAME),
  },
  ...announcementRows('GET /api/my_warehouse/list_for_admin/', [
    'warehouse',
    'address',
    'country_of_origin',
    'country_of_destination',
    'courier_service',
  ]),
  { endpoint: 'GET /api/my_warehouse/list_for_admin/', field: 'city_warehouse', shape: ABSENT },
  ...announcementRows('GET /api/my_warehouse/list/', [
    'user',
    'warehouse',
    'address',
    'country_of_origin',
    'country_of_destination',
    'courier_service',
  ]),
  ...announcementRows('POST /api/my_warehouse/add/', ['user', 'country_of_origin', 'country_of_destination']),
  ...announcementRows('PATCH /api/my_warehouse/update/{id}/', ['user', 'country_of_origin', 'country_of_destination']),
  { endpoint: 'GET /api/warehouses/product/list/', field: 'status', shape: object(...NAMED) },
  { endpoint: 'GET /api/warehouses/product/list/', field: 'status_payment', shape: ABSENT },
  { endpoint: 'GET /api/warehouses/product/list/', field: 'country_of_origin', shape: object(...NAMED) },
  { endpoint: 'GET /api/warehouses/product/list/', field: 'country_of_destination', shape: object(...NAMED) },
  { endpoint: 'GET /api/warehouses/product/list/', field: 'warehouse', shape: ID, beside: detail('warehouse', NAMED) },
  { endpoint: 'GET /api/warehouses/product/list/', field: 'address', shape: ID, beside: detail('address', ADDRESS) },
  {
    endpoint: 'GET /api/warehouses/product/list/',
    field: 'courier_service',
    shape: ID,
    beside: detail('courier_service', NAMED),
  },
  { endpoint: 'GET /api/warehouses/product/list/', field: 'user', shape: ID, beside: ['client', CODE_AND_NAME] },
  { endpoint: 'GET /api/warehouses/my/', field: 'status', shape: object(...NAMED) },
  { endpoint: 'GET /api/warehouses/my/', field: 'country_of_origin', shape: object(...NAMED) },
  { endpoint: 'GET /api/warehouses/my/', field: 'warehouse', shape: ID, beside: detail('warehouse', NAMED) },
  { endpoint: 'GET /api/warehouses/product/get/{track}/', field: 'status', shape: object(...NAMED) },
  { endpoint: 'GET /api/warehouses/product/get/{track}/', field: 'country_of_origin', shape: object(...NAMED) },
  { endpoint: 'GET /api/warehouses/product/get/{track}/', field: 'warehouse', shape: ID, beside: detail('warehouse', NAMED) },
  { endpoint: 'POST /api/warehouses/product/create/', field: 'warehouse', shape: ID, beside: detail('warehouse', NAMED) },
  { endpoint: 'GET /api/catalog/sites/list/', field: 'category', shape: object(...NAMED) },
  { endpoint: 'GET /api/catalog/sites/list/', field: 'country', shape: object(...NAMED, 'icon') },
  { endpoint: 'POST /api/catalog/sites/create/', field: 'category', shape: ID, beside: detail('category', NAMED) },
  { endpoint: 'POST /api/catalog/sites/create/', field: 'country', shape: ID, beside: detail('country', [...NAMED, 'icon']) },
  { endpoint: 'PATCH /api/catalog/sites/update/{id}/', field: 'category', shape: ID, beside: detail('category', NAMED) },
  {
    endpoint: 'PATCH /api/catalog/sites/update/{id}/',
    field: 'country',
    shape: ID,
    beside: detail('country', [...NAMED, 'icon']),
  },
  { endpoint: 'GET /api/items/list/', field: 'item_category', shape: ID, beside: ['category', [...NAMED, 'color']] },
  { endpoint: 'GET /api/purchase/list/', field: 'user', shape: ID, beside: detail('user', CODE_AND_NAME) },
  { endpoint: 'GET /api/purchase/my_purchases/', field: 'user', shape: ID, beside: detail('user', CODE_AND_NAME) },
  { endpoint: 'POST /api/purchase/add/', field: 'user', shape: ID, beside: detail('user', CODE_AND_NAME) },
  { endpoint: 'GET /api/address/list/', field: 'user', shape: ID },
  { endpoint: 'GET /api/address/get/{id}/', field: 'user', shape: ID },
  { endpoint: 'GET /api/notifications/my_notification/', field: 'user', shape: ID },
  {
    endpoint: 'GET /api/notifications/my_notification/',
    field: 'notification',
    shape: object('id', 'title', 'description', 'icon', 'created_at'),
  },
];

/** The rows of the document's table: its endpoint and field cells. */
async function documentedRows(): Promise<string[]> {
  const text = await readFile(serverPath('..', '..', 'docs', 'legacy-client.md'), 'utf8');
  const section = text.split('## Shapes, endpoint by endpoint')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|/gm)].map(([, endpoint, field]) => `${endpoint} ${field}`);
}

/** The answer's record that has `id` in a page or a list. */
function pick(list: unknown, id: number): Json {
  const rows = (Array.isArray(list) ? list : (list as { results: Json[] }).results) as Json[];
  const row = rows.find((candidate) => candidate.id === id);
  expect(row, `record ${id} in the answer`).toBeDefined();
  return row as Json;
}

async function read(method: 'GET' | 'POST' | 'PATCH', url: string, actor: Parameters<typeof inject>[2], body?: object) {
  const res = await inject(method, url, actor, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  const owner = await makeCustomer(t);
  const address = await makeAddress(t, owner);

  // An announcement with every reference set, so an id and an object can be told apart.
  const announcement = {
    courier_service: 1,
    tracking_number: uniqueTrack(),
    country_of_origin: COUNTRY.usaChicago,
    country_of_destination: COUNTRY.kyrgyzstan,
    address: address.id,
    comments: 'Кроссовки',
  };
  const added = await read('POST', '/api/my_warehouse/add/', owner, announcement);
  answers['POST /api/my_warehouse/add/'] = added;
  answers['PATCH /api/my_warehouse/update/{id}/'] = await read('PATCH', `/api/my_warehouse/update/${added.id}/`, owner, {
    comments: 'Кроссовки, 42',
  });
  answers['GET /api/my_warehouse/list/'] = pick(await read('GET', '/api/my_warehouse/list/', owner), added.id);
  answers['GET /api/my_warehouse/list_for_admin/'] = pick(
    await read('GET', `/api/my_warehouse/list_for_admin/?unique_id=${owner.user.clientCode}`, a.admin),
    added.id,
  );

  const parcel = await makeParcel(t, a.admin, owner, { track_number: uniqueTrack(), address: address.id, courier_service: 1 });
  answers['POST /api/warehouses/product/create/'] = parcel;
  answers['GET /api/warehouses/product/list/'] = pick(
    await read('GET', `/api/warehouses/product/list/?track_number=${parcel.track_number}`, a.admin),
    parcel.id,
  );
  answers['GET /api/warehouses/my/'] = pick(await read('GET', '/api/warehouses/my/', owner), parcel.id);
  answers['GET /api/warehouses/product/get/{track}/'] = await read(
    'GET',
    `/api/warehouses/product/get/${parcel.track_number}/`,
    a.anonymous,
  );

  const category = await makeCategory(t);
  const site = await read('POST', '/api/catalog/sites/create/', a.admin, {
    name: `Shop ${uniqueTrack()}`,
    url: 'https://shop.example.com/',
    category: category.id,
    country: COUNTRY.usaChicago,
  });
  answers['POST /api/catalog/sites/create/'] = site;
  answers['PATCH /api/catalog/sites/update/{id}/'] = await read('PATCH', `/api/catalog/sites/update/${site.id}/`, a.admin, {
    description: 'Обувь',
  });
  answers['GET /api/catalog/sites/list/'] = pick(
    await read('GET', `/api/catalog/sites/list/?category=${category.id}`, a.anonymous),
    site.id,
  );

  const board = await read('POST', '/api/items/category/create/', a.admin, {
    name: `Новости ${uniqueTrack()}`,
    color: BOARD_COLORS.blue,
  });
  const item = await read('POST', '/api/items/create/', a.admin, { text: 'Склад работает', category: board.id, city: 'Бишкек' });
  answers['GET /api/items/list/'] = pick(await read('GET', '/api/items/list/', a.anonymous), item.id);

  const form = multipart({
    full_name: 'Айгуль Тестова',
    url: 'https://www.amazon.com/dp/B0TEST',
    name_of_purchase: 'Кроссовки Nike',
    count: '1',
    email: owner.email,
    description: 'Размер 42',
    phone_number: '+996555123456',
    purchase_image: { filename: 'shot.png', contentType: 'image/png', data: await pngImage() },
  });
  const purchase = await t.app.inject({
    method: 'POST',
    url: '/api/purchase/add/',
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
    remoteAddress: '10.46.0.1',
  });
  expect(purchase.statusCode, purchase.body).toBe(201);
  answers['POST /api/purchase/add/'] = purchase.json();
  answers['GET /api/purchase/list/'] = pick(await read('GET', '/api/purchase/list/?page_size=100', a.admin), purchase.json().id);
  answers['GET /api/purchase/my_purchases/'] = pick(await read('GET', '/api/purchase/my_purchases/', owner), purchase.json().id);

  answers['GET /api/address/list/'] = pick(await read('GET', '/api/address/list/', owner), address.id);
  answers['GET /api/address/get/{id}/'] = await read('GET', `/api/address/get/${address.id}/`, owner);

  // The parcel received for the owner told them so: their mailbox has one item at least.
  const mailbox = await read('GET', '/api/notifications/my_notification/', owner);
  expect(mailbox.all_notifications.length).toBeGreaterThan(0);
  answers['GET /api/notifications/my_notification/'] = mailbox.all_notifications[0];
});

function expectShape(value: unknown, shape: Shape, where: string) {
  if (shape.kind === 'id') expect(typeof value, where).toBe('number');
  if (shape.kind === 'object') {
    expect(typeof value === 'object' && value !== null && !Array.isArray(value), `${where} is an object`).toBe(true);
    expect(Object.keys(value as Json).sort(), where).toEqual([...shape.keys].sort());
  }
}

describe('the original API’s shapes, endpoint by endpoint (docs/legacy-client.md)', () => {
  it('the document’s table has exactly these rows', async () => {
    expect(await documentedRows()).toEqual(ROWS.map((row) => `${row.endpoint} ${row.field}`));
  });

  it.each(ROWS)('$endpoint `$field`', ({ endpoint, field, shape, beside }) => {
    const record = answers[endpoint];
    expect(record, `an answer of ${endpoint}`).toBeDefined();
    if (!record) return;
    if (shape.kind === 'absent') expect(record).not.toHaveProperty(field);
    else expectShape(record[field], shape, `${endpoint} ${field}`);
    if (beside) expectShape(record[beside[0]], object(...beside[1]), `${endpoint} ${beside[0]}`);
  });
});
