import { BOARD_COLORS, counted, HOLDER_NOUNS, holderNoun, PARCEL_STATUS } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ForeignKey, foreignKeys, refusesDelete, tableName } from '../src/db/delete-guard';
import {
  addresses,
  billingCards,
  boardCategories,
  boardItems,
  categories,
  companyLogos,
  countries,
  couriers,
  expectedParcels,
  files,
  invoices,
  ledgerEntries,
  notifications,
  outOfStateRequests,
  parcelStatuses,
  parcels,
  payments,
  promoProducts,
  purchaseRequests,
  serviceOrders,
  shipmentParcels,
  shopSites,
  tariffVersions,
  telegramChats,
  users,
  warehouseAddresses,
  warehouses,
} from '../src/db/schema';
import type { DeclaredRoute } from '../src/http/access';
import { makePaidPurchase, makeParcelAtPickup, openInvoiceOf } from './fixtures/billing';
import { makeCategory, makeSite, pngUpload } from './fixtures/catalog';
import { makeAddress, makeExpectedParcel, makeParcel } from './fixtures/parcels';
import { askConsolidation, makeBox, makeWaitingParcel, orderService } from './fixtures/services';
import { makeShipment, SHOES } from './fixtures/shipments';
import { type Actor, ADMIN_SERVICE_VIEWER, type HttpMethod, useTestApp } from './helpers';

// The delete guard (src/db/delete-guard.ts) checked against the schema and the route table: every
// foreign key that refuses a delete (RESTRICT, NO ACTION) points at a table that is either deleted
// through the API, and then such a delete answers 409 naming what holds the row, or that nothing
// deletes, and then no route does. A new key, table or delete route fails here until it is placed.

const { t, actors: a } = useTestApp({ actors: true });

interface DeleteRoute {
  table: PgTable;
  /** Who deletes row `id` (an admin unless said). */
  by?: (id: number) => Promise<Actor>;
  /** The body naming row `id`, for a bulk delete. */
  body?: (id: number) => object;
}

/** An address is deleted by its owner. */
async function ownerOfAddress(id: number): Promise<Actor> {
  const rows = await select<{ user_id: number }>(sql`select user_id from ${addresses} where id = ${id}`);
  const owner = [a.customerA, a.customerB].find((actor) => actor.user.id === rows[0]?.user_id);
  if (!owner) throw new Error(`address ${id} belongs to no customer of this test`);
  return owner;
}

/** Every route that deletes, by method and path, and the table it deletes from. */
const DELETE_ROUTES: Record<string, DeleteRoute> = {
  'DELETE /api/address/delete/:id/': { table: addresses, by: ownerOfAddress },
  'DELETE /api/billing/delete/:id/': { table: billingCards },
  'DELETE /api/catalog/sites/delete/:id/': { table: shopSites },
  'DELETE /api/consolidations/:id/': { table: serviceOrders },
  'DELETE /api/categories/delete/:id/': { table: categories },
  'DELETE /api/contacts/delete/:id/': { table: warehouseAddresses },
  'DELETE /api/items/category/delete/:id/': { table: boardCategories },
  'DELETE /api/items/delete/:id/': { table: boardItems },
  'DELETE /api/logos/update_delete/:id/': { table: companyLogos },
  'DELETE /api/my_warehouse/delete/:id/': { table: expectedParcels },
  'DELETE /api/notifications/delete_notification/:id/': { table: notifications },
  'DELETE /api/otside_of_illinois/update_delete/:id/': { table: outOfStateRequests },
  'DELETE /api/products/delete_update/:id/': { table: promoProducts },
  'DELETE /api/purchase/delete/:id/': { table: purchaseRequests },
  'DELETE /api/services/:id/': { table: serviceOrders },
  'DELETE /api/shipments/:id/parcels/:parcel_id/': { table: shipmentParcels },
  'DELETE /api/telegram/link/': { table: telegramChats, by: async () => a.customerA },
  'DELETE /api/warehouses/delete/:id/': { table: warehouses },
  'PUT /api/users/delete/': { table: users, body: (id) => ({ ids: [id] }) },
  'PUT /api/warehouses/product/delete/': { table: parcels, body: (id) => ({ ids: [id] }) },
};

const REFERENCE_DATA = 'reference data with the fixed ids of docs/product.md#reference-data, seeded, never deleted';
/** Tables a refusing key points at that nothing deletes through the API, and why. */
const NOT_DELETABLE = new Map<PgTable, string>([
  [countries, REFERENCE_DATA],
  [couriers, REFERENCE_DATA],
  [parcelStatuses, REFERENCE_DATA],
  [files, 'a file goes only after the row that shows it is deleted (files.discard), never by a route of its own'],
  [invoices, 'money history: an invoice is voided, never deleted (its number stays used)'],
  [ledgerEntries, 'money history: the ledger is append-only, a trigger refuses deletes'],
  [payments, 'money history: a payment is never deleted, a trigger refuses it'],
  [tariffVersions, 'a parcel keeps the tariff it was received under: versions are never deleted'],
]);

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const describeKey = (fk: ForeignKey) => `${fk.name} (${tableName(fk.table)}.${fk.column.name} -> ${tableName(fk.parent)})`;
const refusing = foreignKeys.filter(refusesDelete);
const deleteRouteOf = (table: PgTable) => Object.entries(DELETE_ROUTES).find(([, route]) => route.table === table);

async function select<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.services.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** A route that deletes: the DELETE method, or a path whose step is `delete` (the bulk deletes are PUT). */
const deletes = (route: DeclaredRoute) =>
  route.url.startsWith('/api/') && (route.method === 'DELETE' || route.url.split('/').includes('delete'));

describe('what the delete guard knows, from the schema and the route table', () => {
  it('reads the foreign keys and what each does on delete', () => {
    const parcelKey = (column: string) => foreignKeys.find((fk) => fk.table === parcels && fk.column.name === column);
    expect(parcelKey('warehouse_id')?.onDelete).toBe('restrict');
    expect(parcelKey('status_id')?.onDelete).toBe('no action');
    expect(parcelKey('image_file_id')?.onDelete).toBe('set null');
    expect(refusing.length).toBeGreaterThan(10);
  });

  it('has a noun for every table whose foreign key refuses a delete', () => {
    const missing = refusing.filter((fk) => !(tableName(fk.table) in HOLDER_NOUNS)).map(describeKey);
    expect(missing, 'add the nouns of these tables to HOLDER_NOUNS in packages/domain/src/messages.ts').toEqual([]);
  });

  it('knows the table every delete route deletes from', () => {
    const routes = [...new Set(t.routeTable.filter(deletes).map(key))];
    expect(
      routes.filter((route) => !DELETE_ROUTES[route]),
      'add these to DELETE_ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(DELETE_ROUTES).filter((route) => !routes.includes(route)),
      'routes that are gone',
    ).toEqual([]);
  });

  it('places the parent of every refusing foreign key: deleted through a route, or by none for a reason', () => {
    const unplaced = refusing.filter((fk) => !deleteRouteOf(fk.parent) && !NOT_DELETABLE.has(fk.parent)).map(describeKey);
    expect(unplaced, 'add a DELETE_ROUTES entry for the parent, or list it in NOT_DELETABLE with the reason').toEqual([]);
    const deletedAfterAll = [...NOT_DELETABLE.keys()].flatMap((table) => {
      const route = deleteRouteOf(table);
      return route ? [`${tableName(table)}: ${route[0]}`] : [];
    });
    expect(deletedAfterAll, 'listed in NOT_DELETABLE, yet a route deletes it').toEqual([]);
  });
});

/** One row of every table that refers to another, each pointing at a parent, made as the app makes them. */
async function buildWorld() {
  const address = await makeAddress(t, a.customerA);
  // Received in Chicago (14): owner, address, warehouse, status, courier and both countries; in a shipment.
  const parcel = await makeParcel(t, a.admin, a.customerA, { address: address.id, courier_service: 1, items: [SHOES] });
  const shipment = await makeShipment(t, a.admin);
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipment.id}/parcels/`,
    headers: a.admin.headers,
    payload: { ids: [parcel.id] },
  });
  expect(added.statusCode, added.body).toBe(200);
  await makeExpectedParcel(t, a.customerA, { address: address.id });
  // Money: a parcel at the pickup point paid by hand (its invoice, the payment, their entries), an
  // invoice voided (entries that reverse others), a buy-out paid (an invoice of a purchase).
  await makeParcel(t, a.admin, a.customerA, { status: PARCEL_STATUS.atPickupPoint, is_paid: true });
  const voided = await makeParcelAtPickup(t, a.admin, a.customerA);
  const { id: invoiceId } = await openInvoiceOf(t, a.customerA, voided.id);
  const voiding = await t.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/void/`,
    headers: a.admin.headers,
    payload: { reason: 'Ошибка' },
  });
  expect(voiding.statusCode, voiding.body).toBe(200);
  await makePaidPurchase(t, a.admin, a.customerA);
  // Warehouse services: an order on a parcel, and a box made of two (its parcels and its consolidation hold them).
  await orderService(t, a.customerA, (await makeWaitingParcel(t, a.admin, a.customerA)).id, 'photo');
  const children = [await makeWaitingParcel(t, a.admin, a.customerA), await makeWaitingParcel(t, a.admin, a.customerA)];
  await makeBox(
    t,
    a.admin,
    await askConsolidation(
      t,
      a.customerA,
      children.map((child) => child.id),
    ),
  );
  await makeSite(t, { category: (await makeCategory(t)).id, country: 3 });
  const board = t.services.board;
  const category = await board.createCategory(ADMIN_SERVICE_VIEWER, { name: 'Попутчики', color: BOARD_COLORS.teal });
  await board.createItem(ADMIN_SERVICE_VIEWER, { text: 'Еду в Ош', city: 'Бишкек', category: category.id });
  await t.services.catalog.addLogo(ADMIN_SERVICE_VIEWER, { link: 'https://shop.example.com/', logo: await pngUpload() });
  await t.services.catalog.addProduct(ADMIN_SERVICE_VIEWER, {
    title: 'Кроссовки',
    link: 'https://shop.example.com/shoes',
    image: await pngUpload(),
  });
}

/** A parent a row of the key's table points at through the key, if the world has one. */
async function referredParent(fk: ForeignKey): Promise<number | undefined> {
  const column = sql.identifier(fk.column.name);
  const [row] = await select<{ id: number }>(sql`select ${column} as id from ${fk.table} where ${column} is not null limit 1`);
  return row ? Number(row.id) : undefined;
}

describe('deleting a row other rows still refer to', () => {
  beforeAll(buildWorld);

  it('starts from a world with a referring row for every refusing foreign key', async () => {
    const missing: string[] = [];
    for (const fk of refusing) if ((await referredParent(fk)) === undefined) missing.push(describeKey(fk));
    expect(missing, 'make a row with these keys set in buildWorld()').toEqual([]);
  });

  it('answers 409 naming what holds it and how many, and keeps the row, for every refusing foreign key', async () => {
    const deletable = refusing.filter((fk) => deleteRouteOf(fk.parent));
    expect(deletable.length).toBeGreaterThan(4);
    for (const fk of deletable) {
      const [routeKey, route] = deleteRouteOf(fk.parent) as [string, DeleteRoute];
      const id = await referredParent(fk);
      if (id === undefined) throw new Error(`${describeKey(fk)}: buildWorld() makes no row with this key set`);
      // The child's rows that name this parent by any of their refusing keys, each counted once.
      const columns = refusing.filter((other) => other.table === fk.table && other.parent === fk.parent);
      const [{ n } = { n: 0 }] = await select<{ n: number }>(
        sql`select count(*)::int as n from ${fk.table} where ${sql.join(
          columns.map((other) => sql`${sql.identifier(other.column.name)} = ${id}`),
          sql` or `,
        )}`,
      );
      const parentRow = () =>
        select(sql`select * from ${fk.parent} where ${sql.identifier(fk.parentColumn.name)} = ${id}`).then((rows) => rows.length);

      const [method, path] = routeKey.split(' ') as [HttpMethod, string];
      const actor = route.by ? await route.by(id) : a.admin;
      const res = await t.app.inject({
        method,
        url: path.replace(':id', String(id)),
        headers: actor.headers,
        payload: route.body?.(id),
      });
      expect(res.statusCode, `${describeKey(fk)}: ${routeKey} → ${res.body}`).toBe(409);
      const detail = res.json<{ detail: string }>().detail;
      const phrase = counted(n, holderNoun(tableName(fk.table)));
      expect(detail, describeKey(fk)).toMatch(new RegExp(`(: |, | и )${phrase}(, | и |\\.)`));
      expect(await parentRow(), `${describeKey(fk)}: the row was deleted after all`).toBe(1);
    }
  });
});
