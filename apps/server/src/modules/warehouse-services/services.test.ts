import { companyDate, LEDGER_MSG, PARCEL_MSG, PARCEL_STATUS, SERVICE_MSG, type ServiceOrder } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entriesOfParcel, invoicesOf, ledgerOf } from '../../../test/fixtures/billing';
import { historyOf, makeParcel, parcelRow } from '../../../test/fixtures/parcels';
import { finishWithPhotos, makeWaitingParcel, moveTask, orderReturn, orderService } from '../../../test/fixtures/services';
import { makeShipment, SHOES } from '../../../test/fixtures/shipments';
import {
  type Actor,
  expectRefusedAndUnchanged,
  type HttpMethod,
  lastMailTo,
  makeOperator,
  useTestApp,
} from '../../../test/helpers';
import { files, notifications, serviceOrders } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const ordersUrl = (parcelId: number) => `/api/warehouses/product/${parcelId}/services/`;
const orderRow = async (id: number) => (await t.services.db.select().from(serviceOrders).where(eq(serviceOrders.id, id)))[0];
const everyOrder = () => t.services.db.select().from(serviceOrders).orderBy(serviceOrders.id);
const listOf = async (actor: Actor, query = '') => {
  const res = await inject('GET', `/api/services/?page_size=100${query}`, actor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: ServiceOrder[] }>().results;
};

let second: Actor;
beforeAll(async () => {
  second = await makeOperator(t);
});

describe('who may use the warehouse services', () => {
  it('answers 401 to a visitor everywhere, 403 to a customer on the warehouse’s routes, and changes nothing', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const order = await orderService(t, a.customerA, parcel.id, 'photo');
    const routes: Array<[HttpMethod, string, object?]> = [
      ['POST', ordersUrl(parcel.id), { service: 'photo' }],
      ['GET', '/api/services/'],
      ['PATCH', `/api/services/${order.id}/`, { status: 'in_work' }],
      ['DELETE', `/api/services/${order.id}/`],
      ['POST', '/api/consolidations/', { parcel_ids: [parcel.id, parcel.id + 1] }],
      ['GET', '/api/consolidations/'],
      ['POST', `/api/consolidations/${order.id}/scan/`, { track_number: 'X' }],
      ['POST', `/api/consolidations/${order.id}/complete/`, { weight: 1, length: 1, width: 1, height: 1 }],
      ['DELETE', `/api/consolidations/${order.id}/`],
    ];
    for (const [method, url, body] of routes) {
      await expectRefusedAndUnchanged(everyOrder, () => inject(method, url, a.anonymous, body), 401);
    }
    for (const [method, url, body] of routes.filter(([, url]) => /scan|complete|services\/\d+\/$/.test(url))) {
      if (method === 'DELETE') continue;
      await expectRefusedAndUnchanged(everyOrder, () => inject(method, url, a.customerA, body), 403);
    }
  });

  it('gives another customer’s parcel and order the answer of one that does not exist (404), and lists only one’s own', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerB);
    const order = await orderService(t, a.customerB, parcel.id, 'photo');
    const foreign = await inject('POST', ordersUrl(parcel.id), a.customerA, { service: 'repack' });
    const missing = await inject('POST', ordersUrl(999_999), a.customerA, { service: 'repack' });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { detail: PARCEL_MSG.notFound }]);
    expect([missing.statusCode, missing.body]).toEqual([404, foreign.body]);
    await expectRefusedAndUnchanged(
      () => orderRow(order.id),
      () => inject('DELETE', `/api/services/${order.id}/`, a.customerA),
      404,
      {
        detail: SERVICE_MSG.notFound,
      },
    );
    expect((await listOf(a.customerA)).some((row) => row.id === order.id)).toBe(false);
    // A customer's ?user= is ignored; the staff read anyone's.
    expect((await listOf(a.customerA, `&user=${a.customerB.user.id}`)).some((row) => row.id === order.id)).toBe(false);
    const staff = await listOf(a.operator, `&user=${a.customerB.user.id}`);
    expect(staff.find((row) => row.id === order.id)?.client.id).toBe(a.customerB.user.id);
    expect(staff.every((row) => row.client.id === a.customerB.user.id)).toBe(true);
  });
});

describe('ordering a service on a waiting parcel', () => {
  it('prices it by today’s tariff', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const photo = await orderService(t, a.customerA, parcel.id, 'photo', { comment: 'Покажите подошву' });
    expect(photo).toMatchObject({
      service: 'photo',
      service_name: 'Фото содержимого',
      status: 'ordered',
      status_name: 'Ждёт склада',
      price: { amount: 300, currency: 'USD' },
      options: { comment: 'Покажите подошву' },
      parcel: { id: parcel.id, status: { id: PARCEL_STATUS.received } },
      client: { id: a.customerA.user.id },
      taken_by: null,
    });
    // Quality check from the USA $5; insurance of goods worth $120 (up to $500) $5.
    expect((await orderService(t, a.customerA, parcel.id, 'quality_check')).price?.amount).toBe(500);
    expect((await orderService(t, a.customerA, parcel.id, 'insurance')).options.declared_value_cents).toBe(12_000);
  });

  it('refuses each wrong order with its Russian message and writes nothing', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const refused = async (id: number, body: object, status: number, answer: object) =>
      expectRefusedAndUnchanged(everyOrder, () => inject('POST', ordersUrl(id), a.customerA, body), status, answer);
    await refused(parcel.id, { service: 'massage' }, 400, { service: [SERVICE_MSG.serviceInvalid] });
    await refused(parcel.id, { service: 'photo', options: { colour: 'red' } }, 400, { options: [SERVICE_MSG.optionsInvalid] });
    await refused(parcel.id, { service: 'return' }, 400, { label: [SERVICE_MSG.labelRequired] });
    await orderService(t, a.customerA, parcel.id, 'photo');
    await refused(parcel.id, { service: 'photo' }, 409, { detail: SERVICE_MSG.alreadyOrdered('photo') });
    // Nothing declared: nothing to insure; from a country the check has no price for: not offered.
    const bare = await makeParcel(t, a.admin, a.customerA, { country_of_origin: 9 });
    await refused(bare.id, { service: 'insurance' }, 400, { service: [SERVICE_MSG.insuranceNoValue] });
    await refused(bare.id, { service: 'quality_check' }, 400, { service: [SERVICE_MSG.notOffered('quality_check')] });
    // Only a parcel waiting at a warehouse, not in a shipment.
    const travelling = await makeWaitingParcel(t, a.admin, a.customerA, { status: PARCEL_STATUS.inTransit });
    await refused(travelling.id, { service: 'photo' }, 409, { detail: SERVICE_MSG.parcelNotWaiting('Ваша посылка в пути') });
    const shipped = await makeWaitingParcel(t, a.admin, a.customerA);
    const shipment = await makeShipment(t, a.admin);
    expect((await inject('POST', `/api/shipments/${shipment.id}/parcels/`, a.admin, { ids: [shipped.id] })).statusCode).toBe(200);
    await refused(shipped.id, { service: 'photo' }, 409, { detail: SERVICE_MSG.parcelInShipment(shipment.number) });
  });

  it('takes a return’s label as a private file of the customer, and refuses a label on another service', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const label = await orderReturn(t, a.customerA, parcel.id);
    expect(label.statusCode, label.body).toBe(201);
    const order = label.json<ServiceOrder>();
    expect(order.label).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=/);
    const [file] = await t.services.db
      .select()
      .from(files)
      .where(eq(files.id, (await orderRow(order.id))?.labelFileId ?? 0));
    expect(file).toMatchObject({ isPublic: false, ownerId: a.customerA.user.id });
    expect(file?.key.startsWith('private/')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: order.label ?? '' })).statusCode).toBe(200);
    // The staff order on a customer's behalf: the order is the customer's.
    const forCustomer = await orderService(t, a.operator, parcel.id, 'photo');
    expect(forCustomer.client.id).toBe(a.customerA.user.id);
  });

  it('lets the customer cancel until the warehouse takes it: nothing is charged', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const photo = await orderService(t, a.customerA, parcel.id, 'photo');
    const cancelled = await inject('DELETE', `/api/services/${photo.id}/`, a.customerA);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', status_name: 'Отменено' });
    // Ordered again, then taken: too late to cancel.
    const again = await orderService(t, a.customerA, parcel.id, 'photo');
    expect((await moveTask(t, a.operator, again.id, { status: 'in_work' })).statusCode).toBe(200);
    await expectRefusedAndUnchanged(
      () => orderRow(again.id),
      () => inject('DELETE', `/api/services/${again.id}/`, a.customerA),
      409,
      {
        detail: SERVICE_MSG.cancelTooLate,
      },
    );
    expect((await entriesOfParcel(t, parcel.id)).filter((entry) => entry.purpose === 'service')).toEqual([]);
  });
});

describe('«Задания склада»', () => {
  it('lists the open tasks oldest first, by warehouse and kind, without insurance', async () => {
    const chicago = await makeWaitingParcel(t, a.admin, a.customerA);
    const istanbul = await makeWaitingParcel(t, a.admin, a.customerB, { warehouse: 24, country_of_origin: 4 });
    const first = await orderService(t, a.customerA, chicago.id, 'photo');
    const insured = await orderService(t, a.customerA, chicago.id, 'insurance');
    const second2 = await orderService(t, a.customerB, istanbul.id, 'quality_check');
    const open = await listOf(a.operator, '&status=open');
    const ids = open.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second2.id));
    expect(ids).not.toContain(insured.id);
    expect((await listOf(a.operator, '&status=open&warehouse=24')).map((row) => row.id)).toContain(second2.id);
    expect((await listOf(a.operator, '&status=open&warehouse=24')).some((row) => row.warehouse.id !== 24)).toBe(false);
    expect((await listOf(a.operator, '&status=open&service=quality_check')).every((row) => row.service === 'quality_check')).toBe(
      true,
    );
    const bad = await inject('GET', '/api/services/?service=massage', a.operator);
    expect([bad.statusCode, bad.json()]).toEqual([400, { service: [SERVICE_MSG.filterInvalid] }]);
  });

  it('gives a task to one operator only, even when two take it at the same moment', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const order = await orderService(t, a.customerA, parcel.id, 'photo');
    const answers = await Promise.all([
      moveTask(t, a.operator, order.id, { status: 'in_work' }),
      moveTask(t, second, order.id, { status: 'in_work' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const taker = answers[0]?.statusCode === 200 ? a.operator : second;
    const other = taker === a.operator ? second : a.operator;
    const loser = answers.find((res) => res.statusCode === 409);
    expect(loser?.json()).toEqual({ detail: SERVICE_MSG.alreadyInWork(`${taker.user.firstName} ${taker.user.lastName}`) });
    expect((await orderRow(order.id))?.takenBy).toBe(taker.user.id);
    // Taken again by its operator: no error; finished by the other: refused; an admin may.
    expect((await moveTask(t, taker, order.id, { status: 'in_work' })).statusCode).toBe(200);
    const stranger = await finishWithPhotos(t, other, order.id);
    expect([stranger.statusCode, stranger.json()]).toEqual([
      409,
      { detail: SERVICE_MSG.takenByOther(`${taker.user.firstName} ${taker.user.lastName}`) },
    ]);
    expect((await finishWithPhotos(t, a.admin, order.id)).statusCode).toBe(200);
  });

  it('finishes a photo order with its photos and note, charges its price once and tells the customer', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const order = await orderService(t, a.customerA, parcel.id, 'photo');
    const early = await moveTask(t, a.operator, order.id, { status: 'done' });
    expect([early.statusCode, early.json()]).toEqual([409, { detail: SERVICE_MSG.notTaken }]);
    await moveTask(t, a.operator, order.id, { status: 'in_work' });
    const noPhotos = await moveTask(t, a.operator, order.id, { status: 'done' });
    expect([noPhotos.statusCode, noPhotos.json()]).toEqual([400, { photos: [SERVICE_MSG.photosRequired] }]);
    const done = await finishWithPhotos(t, a.operator, order.id, { note: 'Всё целое' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', note: 'Всё целое', taken_by: { id: a.operator.user.id } });
    const mine = (await listOf(a.customerA, `&parcel=${parcel.id}`)).find((row) => row.id === order.id);
    expect(mine?.photos).toHaveLength(2);
    expect(mine?.photos[0]).toMatch(/^\/api\/files\/\d+\/\?exp=/);
    expect(mine?.taken_by).toBeNull();
    const charges = (await entriesOfParcel(t, parcel.id)).filter((entry) => entry.purpose === 'service');
    expect(charges).toMatchObject([{ kind: 'charge', amountUsdCents: -300, cause: `service:${order.id}` }]);
    expect((await ledgerOf(t, a.customerA)).find((entry) => entry.id === charges[0]?.id)?.description).toBe(
      'Услуга: Фото содержимого',
    );
    expect(await lastMailTo(t, a.customerA.user.email)).toContain('Всё целое');
    const notices = await t.services.db.select().from(notifications).where(eq(notifications.parcelId, parcel.id));
    expect(notices.some((row) => row.title === 'Фото содержимого: выполнено')).toBe(true);
    // Closed: no more moves.
    const again = await moveTask(t, a.operator, order.id, { status: 'declined', reason: 'x' });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: SERVICE_MSG.closed('done') }]);
  });

  it('declines with a reason the customer reads, and charges nothing', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const order = await orderService(t, a.customerA, parcel.id, 'quality_check');
    const noReason = await moveTask(t, a.operator, order.id, { status: 'declined' });
    expect([noReason.statusCode, noReason.json()]).toEqual([400, { reason: [SERVICE_MSG.reasonRequired] }]);
    const declined = await moveTask(t, a.operator, order.id, { status: 'declined', reason: 'Коробка запечатана производителем' });
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'Коробка запечатана производителем' });
    expect((await entriesOfParcel(t, parcel.id)).some((entry) => entry.purpose === 'service')).toBe(false);
    expect(await lastMailTo(t, a.customerA.user.email)).toContain('Коробка запечатана производителем');
  });

  it('reweighs a repacked parcel: its delivery follows the new weight', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA, { weight: 3 });
    const order = await orderService(t, a.customerA, parcel.id, 'repack', { remove_shoe_boxes: true });
    await moveTask(t, a.operator, order.id, { status: 'in_work' });
    const done = await moveTask(t, a.operator, order.id, { status: 'done', weight: '2,5' });
    expect(done.json()).toMatchObject({ status: 'done', weight: 2.5 });
    expect(await parcelRow(t, parcel.id)).toMatchObject({ weight: 2.5, price: 30 });
    const delivery = (await entriesOfParcel(t, parcel.id)).filter((entry) => entry.purpose === 'delivery');
    expect(delivery.map((entry) => entry.amountUsdCents)).toEqual([-3600, 600]);
  });

  it('gives a returned parcel back to the shop: not delivered, not charged its delivery, what it owes invoiced', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const order = (await orderReturn(t, a.customerA, parcel.id)).json<ServiceOrder>();
    await orderService(t, a.customerA, parcel.id, 'insurance');
    await moveTask(t, a.operator, order.id, { status: 'in_work' });
    expect((await moveTask(t, a.operator, order.id, { status: 'done', note: 'Отдали курьеру UPS' })).statusCode).toBe(200);
    expect((await parcelRow(t, parcel.id))?.statusId).toBe(PARCEL_STATUS.returned);
    expect((await historyOf(t, parcel.id)).at(-1)?.statusId).toBe(PARCEL_STATUS.returned);
    const entries = await entriesOfParcel(t, parcel.id);
    expect(entries.filter((entry) => entry.purpose === 'delivery').reduce((sum, entry) => sum + entry.amountUsdCents, 0)).toBe(0);
    expect(entries.find((entry) => entry.reversesId !== null)?.reason).toBe(LEDGER_MSG.parcelReturned);
    // The return's price (nothing by the published tariff) is invoiced now; insurance is cancelled with it.
    expect((await invoicesOf(t, a.customerA)).some((invoice) => invoice.parcel?.id === parcel.id)).toBe(false);
    expect((await listOf(a.customerA, `&parcel=${parcel.id}&service=insurance`))[0]?.status).toBe('cancelled');
    // Its status is the return's: not set or left by hand.
    const byHand = await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, { status: 6 });
    expect([byHand.statusCode, byHand.json()]).toEqual([400, { status: [PARCEL_MSG.statusFinal('Возвращена отправителю')] }]);
  });
});

describe('insurance and shipments', () => {
  it('holds a parcel with open orders from a shipment, naming them; insurance is charged as the parcel ships', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const photo = await orderService(t, a.customerA, parcel.id, 'photo');
    const insurance = await orderService(t, a.customerA, parcel.id, 'insurance');
    const insuranceMove = await moveTask(t, a.operator, insurance.id, { status: 'in_work' });
    expect([insuranceMove.statusCode, insuranceMove.json()]).toEqual([409, { detail: SERVICE_MSG.insuranceNotATask }]);
    const shipment = await makeShipment(t, a.admin);
    const held = await inject('POST', `/api/shipments/${shipment.id}/parcels/`, a.admin, { ids: [parcel.id] });
    expect([held.statusCode, held.json()]).toEqual([
      400,
      { ids: [SERVICE_MSG.heldFromShipment({ id: parcel.id, name: parcel.name, track_number: parcel.track_number }, ['photo'])] },
    ]);
    await moveTask(t, a.operator, photo.id, { status: 'declined', reason: 'Нет фотоаппарата' });
    expect((await inject('POST', `/api/shipments/${shipment.id}/parcels/`, a.admin, { ids: [parcel.id] })).statusCode).toBe(200);
    expect((await entriesOfParcel(t, parcel.id)).some((entry) => entry.purpose === 'insurance')).toBe(false);
    const sent = await inject('PATCH', `/api/shipments/${shipment.id}/`, a.admin, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    const insured = (await entriesOfParcel(t, parcel.id)).filter((entry) => entry.purpose === 'insurance');
    expect(insured).toMatchObject([{ amountUsdCents: -500, cause: `service:${insurance.id}` }]);
    expect((await ledgerOf(t, a.customerA)).find((entry) => entry.id === insured[0]?.id)?.description).toBe(
      'Страховка: объявленная стоимость $120.00',
    );
    expect((await orderRow(insurance.id))?.status).toBe('done');
  });

  it('charges insurance when an operator sets «в пути» by hand too', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA, { items: [SHOES, { ...SHOES, unit_price_usd: 900 }] });
    const insurance = await orderService(t, a.customerA, parcel.id, 'insurance');
    expect(insurance.price?.amount).toBe(1500);
    const moved = await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.operator, {
      status: PARCEL_STATUS.inTransit,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await entriesOfParcel(t, parcel.id)).filter((entry) => entry.purpose === 'insurance')).toHaveLength(1);
  });
});

// Last in the file: the tariff it publishes from today prices every later order.
describe('a new tariff', () => {
  it('prices later orders, while an order keeps the price it was made at; a return’s charge is invoiced as it leaves', async () => {
    const parcel = await makeWaitingParcel(t, a.admin, a.customerA);
    const photo = await orderService(t, a.customerA, parcel.id, 'photo');
    const tariff = await inject('PATCH', '/api/tariffs/', a.admin, {
      effective_from: companyDate(new Date()),
      services: {
        photo_cents: 450,
        quality_check_cents: { 3: 500, 10: 500, 4: 200 },
        buyout_commission_bp: 1000,
        repack_cents: 700,
        return_cents: 1000,
      },
    });
    expect(tariff.statusCode, tariff.body).toBe(200);
    expect((await orderService(t, a.customerA, parcel.id, 'repack', { bubble_wrap: true })).price?.amount).toBe(700);
    await moveTask(t, a.operator, photo.id, { status: 'in_work' });
    expect((await finishWithPhotos(t, a.operator, photo.id, {}, 1)).statusCode).toBe(200);
    expect((await entriesOfParcel(t, parcel.id)).find((entry) => entry.purpose === 'service')?.amountUsdCents).toBe(-300);

    const returned = await makeWaitingParcel(t, a.admin, a.customerA);
    const order = (await orderReturn(t, a.customerA, returned.id)).json<ServiceOrder>();
    expect(order.price?.amount).toBe(1000);
    await moveTask(t, a.operator, order.id, { status: 'in_work' });
    expect((await moveTask(t, a.operator, order.id, { status: 'done' })).statusCode).toBe(200);
    const invoice = (await invoicesOf(t, a.customerA)).find((row) => row.parcel?.id === returned.id);
    expect(invoice).toMatchObject({ status: 'open', total: { amount: 1000, currency: 'USD' } });
  });
});
