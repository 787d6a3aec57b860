import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BOARD_COLORS } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverPath } from '../src/paths';
import { form, pngPart } from './fixtures/catalog';
import { makeWaitingParcel, orderService } from './fixtures/services';
import { lastCodeFor, registration, useTestApp } from './helpers';

// One request per module on whichever database the run uses; CI runs it on the embedded one
// (PGlite), where the full suite runs on PostgreSQL.

const { t, actors } = useTestApp({ actors: true });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('smoke: every module answers on this database', () => {
  it('has applied every migration of the journal', async () => {
    const journal = JSON.parse(await readFile(serverPath('drizzle', 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = (await t.services.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as {
      rows: Array<{ n: number }>;
    };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });

  it('health', async () => {
    expect((await get('/api/health/')).json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('reference', async () => {
    expect((await get('/api/countries/list/')).json()).toHaveLength(5);
  });

  it('catalogue: an admin adds a site with a logo, a visitor lists it and opens the logo', async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/categories/create/',
      headers: actors.admin.headers,
      payload: { name: 'Смоук' },
    });
    expect(category.statusCode).toBe(201);
    const site = await t.app.inject(
      form(
        'POST',
        '/api/catalog/sites/create/',
        { name: 'Смоук-магазин', url: 'shop.example.com', category: String(category.json().id), logo: await pngPart() },
        actors.admin.headers,
      ),
    );
    expect(site.statusCode).toBe(201);
    const list = (await get(`/api/catalog/sites/list/?category=${category.json().id}`)).json();
    expect(list.results.map((s: { name: string }) => s.name)).toEqual(['Смоук-магазин']);
    expect((await get(list.results[0].logo)).statusCode).toBe(200);
  });

  it('out-of-state requests: a visitor sends one, an admin lists it', async () => {
    const payload = {
      full_name: 'Smoke Sender',
      address: 'Austin, TX',
      phone_number: '+1 512 555 0100',
      cargo_weight: 3,
      email: 'smoke@example.com',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/otside_of_illinois/add/', payload })).statusCode).toBe(201);
    expect((await get('/api/otside_of_illinois/list/', actors.admin.headers)).json()).toMatchObject({ count: 1 });
  });

  it('bulletin board: an admin posts an announcement in a new category, a visitor finds it', async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/items/category/create/',
      headers: actors.admin.headers,
      payload: { name: 'Смоук-доска', color: BOARD_COLORS.teal },
    });
    expect(category.statusCode).toBe(201);
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/items/create/',
      headers: actors.admin.headers,
      payload: { text: 'Смоук-объявление', city: 'Ош', category: category.json().id },
    });
    expect(item.statusCode).toBe(201);
    const list = (await get(`/api/items/list/?text=${encodeURIComponent('смоук-объявление')}`)).json();
    expect(list.results.map((i: { category: { color: string } }) => i.category.color)).toEqual([BOARD_COLORS.teal]);
  });

  it('users and files: a profile with a private passport image behind a signed link', async () => {
    const res = await t.app.inject(
      form('PATCH', '/api/users/profile/', { front_image: await pngPart('passport.png') }, actors.customerA.headers),
    );
    expect(res.statusCode).toBe(200);
    expect((await get(res.json().front_image)).statusCode).toBe(200);
  });

  it('auth and mail: registration queues a code that the sender writes to the outbox', async () => {
    const body = registration();
    expect((await t.app.inject({ method: 'POST', url: '/api/users/register/', payload: body })).statusCode).toBe(201);
    const code = await lastCodeFor(t, body.email);
    expect(await t.services.mail.flush()).toBeGreaterThanOrEqual(1);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')));
    expect(mails.some((mail) => mail.includes(code))).toBe(true);
  });

  it('warehouses, addresses and parcels: a parcel received for a client, found by its track number', async () => {
    expect((await get('/api/warehouses/list/')).json().count).toBeGreaterThanOrEqual(4);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/address/create/',
      headers: actors.customerA.headers,
      payload: {
        full_name: 'Смоук',
        phone_number: '0555 123 456',
        email: 'smoke@example.kg',
        address: 'ул. 1',
        city: 'Бишкек',
        country: 'КР',
      },
    });
    expect(address.statusCode).toBe(201);
    const parcel = await t.app.inject(
      form(
        'POST',
        '/api/warehouses/product/create/',
        {
          name: 'Смоук-посылка',
          unique_id_user: actors.customerA.user.clientCode,
          address: String(address.json().id),
          warehouse: '14',
          weight: '1',
          track_number: 'SMOKE-0001',
          image: await pngPart(),
        },
        actors.admin.headers,
      ),
    );
    expect(parcel.statusCode).toBe(201);
    expect((await get('/api/warehouses/product/get/smoke0001/')).json().status.id).toBe(6);
    expect((await get('/api/warehouses/my/', actors.customerA.headers)).json().count).toBe(1);
  });

  it('users: an admin adds a user (active, with a code) and finds them by the search', async () => {
    const body = registration({ first_name: 'Смоук' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/add_user_for_admin/add/',
      headers: actors.admin.headers,
      payload: body,
    });
    expect(added.statusCode).toBe(201);
    const found = await get(`/api/add_user_for_admin/list/?search=${added.json().unique_id}`, actors.admin.headers);
    expect(found.json().results).toEqual([expect.objectContaining({ email: body.email, parcels_count: 0 })]);
  });

  it('operators and audit: an operator renames a warehouse; the admin finds it in the log, redacted triggers included', async () => {
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/warehouses/update/28/',
      headers: actors.operator.headers,
      payload: { address: 'Смоук-адрес 1' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const log = await get('/api/audit/?entity=warehouse&entity_id=28', actors.admin.headers);
    expect(log.json().results[0]).toMatchObject({
      action: 'warehouse.update',
      actor_id: actors.operator.user.id,
      actor_role: 'operator',
      after: { address: 'Смоук-адрес 1' },
    });
    expect((await get('/api/audit/', actors.operator.headers)).statusCode).toBe(403);
  });

  it('purchases: a visitor asks for a buy-out; it is new on the dashboard and listed for the admin', async () => {
    const res = await t.app.inject(
      form('POST', '/api/purchase/add/', {
        full_name: 'Айгуль Тестова',
        url: 'https://www.amazon.com/dp/B0TEST',
        name_of_purchase: 'Кроссовки',
        count: '1',
        email: 'smoke.buyer@example.kg',
        description: 'Размер 42',
        phone_number: '+996555123456',
        purchase_image: await pngPart('shot.png'),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await get('/api/statics/admin_panel/pending/', actors.admin.headers)).json().purchase_requests_new).toBe(1);
    // Bishkek's day on the embedded database too.
    const today = new Date(Date.now() + 6 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await get(`/api/purchase/list/?date=${today}`, actors.admin.headers)).json().count).toBe(1);
  });

  it('statistics: the parcel just received weighs in today, in Bishkek time on the embedded database too', async () => {
    const res = await get('/api/statics/admin_panel/warehouse-weight/', actors.admin.headers);
    expect(res.statusCode).toBe(200);
    const { today, month } = res.json<{ today: Record<string, number>; month: Record<string, number> }>();
    expect(Object.keys(today)).toHaveLength(24);
    expect(Object.values(today).reduce((sum, kg) => sum + kg, 0)).toBe(1);
    expect(Object.keys(month)).toHaveLength(30);
  });

  it('shipments and duty: a declared parcel goes into a shipment by its track number, which is sent, and its manifest read', async () => {
    expect((await get('/api/customs/rule/')).json()).toMatchObject({ value_limit_eur: 200, weight_limit_kg: 31 });
    const admin = actors.admin.headers;
    const inject = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: admin, payload });
    const parcel = await inject('POST', '/api/warehouses/product/create/', {
      name: 'Смоук-отправка',
      unique_id_user: actors.customerA.user.clientCode,
      warehouse: 14,
      track_number: 'SMOKE-SHIP-1',
      country_of_destination: 8,
      items: [{ description: 'Кроссовки', quantity: 1, unit_price_usd: 300 }],
    });
    expect(parcel.json()).toMatchObject({ declared_value_usd: 300, duty: { due: true, amount_eur: 11.4 } });
    const shipment = await inject('POST', '/api/shipments/', {
      number: 'SMOKE-1',
      carrier: 'DHL',
      warehouse: 14,
      country_of_destination: 8,
    });
    const id = shipment.json().id;
    expect(
      (await inject('POST', `/api/shipments/${id}/parcels/`, { track_numbers: ['smoke ship 1'] })).json().added,
    ).toHaveLength(1);
    expect((await inject('PATCH', `/api/shipments/${id}/`, { status: 'sent' })).json().status.id).toBe('sent');
    const manifest = await get(`/api/shipments/${id}/manifest.csv`, admin);
    expect(manifest.body).toContain('Кроссовки × 1');
  });

  it('money: a parcel at the pickup point is invoiced, the desk takes cash in som with change, the ledger agrees', async () => {
    const post = (url: string, body: object) =>
      t.app.inject({ method: 'POST', url, headers: actors.operator.headers, payload: body });
    const parcel = await t.app.inject({
      method: 'POST',
      url: '/api/warehouses/product/create/',
      headers: actors.operator.headers,
      payload: {
        name: 'Смоук-оплата',
        unique_id_user: actors.customerB.user.clientCode,
        warehouse: 25,
        weight: 1,
        status: 4,
        country_of_origin: 3,
        country_of_destination: 8,
      },
    });
    expect(parcel.json()).toMatchObject({ price: 12, is_paid: false });
    const [invoice] = (await get('/api/invoices/?status=open', actors.customerB.headers)).json().results;
    expect(invoice).toMatchObject({ total: { amount: 1200 }, total_kgs: { amount: 104_940 } });
    const paid = await post('/api/desk/payments/', {
      invoices: [invoice.id],
      amount: 110_000,
      currency: 'KGS',
      method: 'cash',
      key: 'smoke-payment-key',
    });
    expect(paid.json()).toMatchObject({ change: { amount: 5060, currency: 'KGS' }, amount_usd: { amount: 1200 } });
    expect((await get('/api/billing/balance/', actors.customerB.headers)).json().balance).toEqual({ amount: 0, currency: 'USD' });
  });

  it('notification channels and Telegram: a customer turns email off; without a bot Telegram is hidden', async () => {
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/channels/',
      headers: actors.customerA.headers,
      payload: { email: false },
    });
    expect(chosen.json()).toEqual({ app: true, email: false, telegram: true });
    expect((await get('/api/telegram/link/', actors.customerA.headers)).json()).toMatchObject({ enabled: false, linked: false });
  });

  it('warehouse services: a customer orders photos, an operator takes the task from the open list', async () => {
    const parcel = await makeWaitingParcel(t, actors.admin, actors.customerA);
    const order = await orderService(t, actors.customerA, parcel.id, 'photo');
    const open = (await get('/api/services/?status=open', actors.operator.headers)).json();
    expect(open.results.map((row: { id: number }) => row.id)).toContain(order.id);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${order.id}/`,
      headers: actors.operator.headers,
      payload: { status: 'in_work' },
    });
    expect(taken.json()).toMatchObject({ status: 'in_work', price: { amount: 300, currency: 'USD' } });
  });

  it('backups: the dashboard hears which database it is and that no backup was taken yet', async () => {
    const res = await get('/api/backups/status/', actors.admin.headers);
    expect(res.statusCode).toBe(200);
    const database = t.database.kind === 'pglite' ? 'embedded' : 'postgres';
    expect(res.json()).toMatchObject({ database, last: null, last_failure: null });
  });
});
