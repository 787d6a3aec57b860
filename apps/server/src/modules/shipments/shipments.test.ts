import { PARCEL_MSG, PARCEL_STATUS, SHIPMENT_MSG } from '@kerben/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyOf, makeParcel, parcelRow, uniqueTrack } from '../../../test/fixtures/parcels';
import { makeShipment, makeShippableParcel, SHIRTS, SHOES } from '../../../test/fixtures/shipments';
import { type Actor, expectRefusedAndUnchanged, type HttpMethod, makeCustomer, useTestApp } from '../../../test/helpers';
import { mailOutbox, notifications, shipmentParcels, shipments } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

type Named = { id: number; name: string; track_number: string };
const label = (parcel: Named) => ({ id: parcel.id, name: parcel.name, track_number: parcel.track_number });

const addParcels = (shipmentId: number, payload: object, actor: Actor = a.admin) =>
  inject('POST', `/api/shipments/${shipmentId}/parcels/`, actor, payload);
const move = (shipmentId: number, status: string) => inject('PATCH', `/api/shipments/${shipmentId}/`, a.admin, { status });
const membersOf = async (shipmentId: number) =>
  (await t.services.db.select().from(shipmentParcels).where(eq(shipmentParcels.shipmentId, shipmentId)))
    .map((row) => row.parcelId)
    .sort();
const shipmentState = async (id: number) => ({
  shipment: (await t.services.db.select().from(shipments).where(eq(shipments.id, id)))[0],
  members: await membersOf(id),
});

describe('who may use shipments', () => {
  it('answers 401 to a visitor and 403 to a customer on every route, and changes nothing', async () => {
    const shipment = await makeShipment(t, a.admin);
    const parcel = await makeShippableParcel(t, a.admin, a.customerA);
    const routes: Array<[HttpMethod, string, object?]> = [
      ['GET', '/api/shipments/'],
      ['POST', '/api/shipments/', { number: 'X-1', carrier: 'DHL', warehouse: 14, country_of_destination: 8 }],
      ['GET', `/api/shipments/${shipment.id}/`],
      ['PATCH', `/api/shipments/${shipment.id}/`, { status: 'sent' }],
      ['POST', `/api/shipments/${shipment.id}/parcels/`, { ids: [parcel.id] }],
      ['DELETE', `/api/shipments/${shipment.id}/parcels/${parcel.id}/`],
      ['GET', `/api/shipments/${shipment.id}/manifest.xlsx`],
      ['GET', `/api/shipments/${shipment.id}/manifest.csv`],
    ];
    const everything = async () => ({
      ...(await shipmentState(shipment.id)),
      count: (await t.services.db.select().from(shipments)).length,
    });
    for (const [method, url, body] of routes) {
      for (const [actor, status] of [
        [a.anonymous, 401],
        [a.customerA, 403],
      ] as const) {
        await expectRefusedAndUnchanged(everything, () => inject(method, url, actor, body), status);
      }
    }
  });
});

describe('POST /api/shipments/', () => {
  it('refuses each missing or wrong field in Russian', async () => {
    const res = await inject('POST', '/api/shipments/', a.admin, { country_of_destination: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      number: [SHIPMENT_MSG.numberRequired],
      carrier: [SHIPMENT_MSG.carrierRequired],
      warehouse: [SHIPMENT_MSG.warehouseRequired],
      country_of_destination: [SHIPMENT_MSG.destinationInvalid],
    });
    const unknown = await inject('POST', '/api/shipments/', a.admin, {
      number: 'X-404',
      carrier: 'DHL',
      warehouse: 999,
      country_of_destination: 8,
      departure_date: '31.31.2026',
    });
    expect(unknown.json()).toEqual({ departure_date: [SHIPMENT_MSG.dateInvalid] });
    const noWarehouse = await inject('POST', '/api/shipments/', a.admin, {
      number: 'X-404',
      carrier: 'DHL',
      warehouse: 999,
      country_of_destination: 8,
    });
    expect(noWarehouse.json()).toEqual({ warehouse: [SHIPMENT_MSG.warehouseNotFound] });
  });

  it('opens a shipment with its next status, and refuses its number again in any case', async () => {
    const res = await inject('POST', '/api/shipments/', a.admin, {
      number: 'TK-0342',
      carrier: 'Turkish Cargo',
      warehouse: 14,
      country_of_destination: 8,
      departure_date: '11.25.2026',
      comment: 'Рейс через Стамбул',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      number: 'TK-0342',
      warehouse: { id: 14, name: 'Чикаго' },
      country_of_destination: { id: 8, name: 'Кыргызстан' },
      departure_date: '2026-11-25',
      status: { id: 'open', name: 'Формируется' },
      next_statuses: ['sent'],
      totals: { parcels: 0, weight_kg: 0, declared_value_usd: 0 },
      parcels: [],
      sent_at: null,
    });
    const again = await inject('POST', '/api/shipments/', a.admin, {
      number: 'tk-0342',
      carrier: 'DHL',
      warehouse: 14,
      country_of_destination: 9,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ number: [SHIPMENT_MSG.numberTaken] });
  });
});

describe('adding parcels', () => {
  it('by scanned track number in any spelling or by id; they keep their status until it is sent', async () => {
    const shipment = await makeShipment(t, a.admin);
    const track = uniqueTrack();
    const first = await makeShippableParcel(t, a.admin, a.customerA, { track_number: track, weight: 2.5 });
    const second = await makeShippableParcel(t, a.admin, a.customerB, { weight: 1.25 });
    const before = (await t.services.db.select().from(notifications)).length;

    const scanned = await addParcels(shipment.id, { track_numbers: [` ${track.toLowerCase().replace(/(.{3})/, '$1-')} `] });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ added: [first.id], already_added: [] });
    const byId = await addParcels(shipment.id, { ids: [second.id, first.id] });
    expect(byId.json()).toMatchObject({
      added: [second.id],
      already_added: [first.id],
      totals: { parcels: 2, weight_kg: 3.75, declared_value_usd: 333 },
    });
    expect(byId.json().parcels.map((parcel: { id: number }) => parcel.id)).toEqual([first.id, second.id]);
    expect(byId.json().parcels[0]).toMatchObject({
      track_number: track,
      unique_id_user: a.customerA.user.clientCode,
      recipient: 'Айгуль Тестова',
      status: { id: PARCEL_STATUS.received },
      items: [SHOES, SHIRTS],
      declared_value_usd: 166.5,
      duty: { due: false },
    });
    expect((await parcelRow(t, first.id))?.statusId).toBe(PARCEL_STATUS.received);
    expect((await t.services.db.select().from(notifications)).length).toBe(before);

    const list = await inject('GET', `/api/shipments/?status=open&warehouse=14`, a.admin);
    expect(list.json().results.find((item: { id: number }) => item.id === shipment.id)?.totals).toEqual({
      parcels: 2,
      weight_kg: 3.75,
      declared_value_usd: 333,
    });
  });

  it('names what it cannot find, and adds nothing', async () => {
    const shipment = await makeShipment(t, a.admin);
    const parcel = await makeShippableParcel(t, a.admin, a.customerA, { track_number: uniqueTrack() });
    const res = await addParcels(shipment.id, { track_numbers: [parcel.track_number, 'NO-SUCH-1'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ track_numbers: [SHIPMENT_MSG.trackNotFound('NO-SUCH-1')] });
    const ids = await addParcels(shipment.id, { ids: [parcel.id, 999_999] });
    expect(ids.json()).toEqual({ ids: [PARCEL_MSG.idsMissing([999_999])] });
    expect((await addParcels(shipment.id, {})).json()).toEqual({ non_field_errors: [SHIPMENT_MSG.parcelsRequired] });
    expect(await membersOf(shipment.id)).toEqual([]);
    expect((await addParcels(999_999, { ids: [parcel.id] })).statusCode).toBe(404);
  });

  it('refuses, naming each parcel: another warehouse or destination, no declaration, not ready; all or none', async () => {
    const shipment = await makeShipment(t, a.admin);
    const good = await makeShippableParcel(t, a.admin, a.customerA);
    const istanbul = await makeShippableParcel(t, a.admin, a.customerA, { warehouse: 24, country_of_origin: 4 });
    const russia = await makeShippableParcel(t, a.admin, a.customerA, { country_of_destination: 9 });
    const nowhere = await makeShippableParcel(t, a.admin, a.customerA, { country_of_destination: null });
    const undeclared = await makeParcel(t, a.admin, a.customerA);
    const delivered = await makeShippableParcel(t, a.admin, a.customerA, { status: PARCEL_STATUS.delivered });
    const res = await addParcels(shipment.id, {
      ids: [good.id, istanbul.id, russia.id, nowhere.id, undeclared.id, delivered.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ids: [
        SHIPMENT_MSG.parcelOtherWarehouse(label(istanbul), 'Online Warehouse (Turkey)', 'Чикаго'),
        SHIPMENT_MSG.parcelOtherDestination(label(russia), 'Россия', 'Кыргызстан'),
        SHIPMENT_MSG.parcelOtherDestination(label(nowhere), null, 'Кыргызстан'),
        SHIPMENT_MSG.parcelNoItems(label(undeclared)),
        SHIPMENT_MSG.parcelNotReady(label(delivered), 'Выдано получателю'),
      ],
    });
    expect(res.body).toContain(`Посылка №${istanbul.id} «`);
    expect(await membersOf(shipment.id)).toEqual([]);
  });

  it('puts a parcel in one open shipment only: the other is named', async () => {
    const [one, two] = [await makeShipment(t, a.admin), await makeShipment(t, a.admin)];
    const parcel = await makeShippableParcel(t, a.admin, a.customerA);
    expect((await addParcels(one.id, { ids: [parcel.id] })).statusCode).toBe(200);
    const res = await addParcels(two.id, { ids: [parcel.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ids: [SHIPMENT_MSG.parcelInOtherShipment(label(parcel), one.number)] });
    // Taken out of the first, it may go into the second.
    expect((await inject('DELETE', `/api/shipments/${one.id}/parcels/${parcel.id}/`, a.admin)).json().totals.parcels).toBe(0);
    expect((await addParcels(two.id, { ids: [parcel.id] })).statusCode).toBe(200);
  });

  it('lets exactly one of two operators adding the same parcel to two shipments at the same moment win', async () => {
    for (let round = 0; round < 5; round++) {
      const [one, two] = [await makeShipment(t, a.admin), await makeShipment(t, a.admin)];
      const parcel = await makeShippableParcel(t, a.admin, a.customerA);
      const answers = await Promise.all([addParcels(one.id, { ids: [parcel.id] }), addParcels(two.id, { ids: [parcel.id] })]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      const lost = answers.find((res) => res.statusCode === 400);
      const winner = answers[0]?.statusCode === 200 ? one : two;
      expect(lost?.json()).toEqual({ ids: [SHIPMENT_MSG.parcelInOtherShipment(label(parcel), winner.number)] });
      const rows = await t.services.db.select().from(shipmentParcels).where(eq(shipmentParcels.parcelId, parcel.id));
      expect(rows.map((row) => row.shipmentId)).toEqual([winner.id]);
    }
  });

  it('is refused by the database itself for a second open shipment, whatever the code before it did', async () => {
    const [one, two] = [await makeShipment(t, a.admin), await makeShipment(t, a.admin)];
    const parcel = await makeShippableParcel(t, a.admin, a.customerA);
    await t.services.db.insert(shipmentParcels).values({ shipmentId: one.id, parcelId: parcel.id });
    await expect(t.services.db.insert(shipmentParcels).values({ shipmentId: two.id, parcelId: parcel.id })).rejects.toThrow();
  });
});

describe('moving the status', () => {
  it('refuses to send an empty shipment and to skip a step (409), changing nothing', async () => {
    const shipment = await makeShipment(t, a.admin);
    await expectRefusedAndUnchanged(
      () => shipmentState(shipment.id),
      () => move(shipment.id, 'sent'),
      409,
      {
        detail: SHIPMENT_MSG.empty,
      },
    );
    await expectRefusedAndUnchanged(
      () => shipmentState(shipment.id),
      () => move(shipment.id, 'arrived'),
      409,
      {
        detail: SHIPMENT_MSG.statusNotNext('open', 'arrived'),
      },
    );
    expect((await move(shipment.id, 'lost')).json()).toEqual({ status: [SHIPMENT_MSG.statusInvalid] });
  });

  it('sends: every parcel in transit with its history row and its owner told, in one change; then arrives', async () => {
    const shipment = await makeShipment(t, a.admin);
    const owner = await makeCustomer(t);
    const parcels = [await makeShippableParcel(t, a.admin, owner), await makeShippableParcel(t, a.admin, a.customerB)];
    await addParcels(shipment.id, { ids: parcels.map((parcel) => parcel.id) });

    const sent = await move(shipment.id, 'sent');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: { id: 'sent', name: 'Отправлена' },
      next_statuses: ['arrived'],
      sent_at: expect.any(String),
    });
    for (const parcel of parcels) {
      expect((await parcelRow(t, parcel.id))?.statusId).toBe(PARCEL_STATUS.inTransit);
      const history = (await historyOf(t, parcel.id)).filter((event) => event.statusId !== null);
      expect(history.map((event) => [event.statusId, event.changedBy])).toEqual([
        [PARCEL_STATUS.received, a.admin.user.id],
        [PARCEL_STATUS.inTransit, a.admin.user.id],
      ]);
    }
    const told = await t.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.parcelId, parcels[0]?.id ?? 0)));
    expect(told.map((notice) => notice.title)).toContain(`Посылка «${parcels[0]?.name}»: Ваша посылка в пути`);
    const mails = await t.services.db
      .select()
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to})`, owner.email.toLowerCase()));
    expect(mails.some((mail) => mail.text?.includes('Ваша посылка в пути'))).toBe(true);

    // The owner sees it in their parcels and their notifications.
    const mine = (await inject('GET', '/api/warehouses/my/', owner)).json();
    expect(mine.results[0].status).toEqual({ id: PARCEL_STATUS.inTransit, name: 'Ваша посылка в пути' });
    const inbox = (await inject('GET', '/api/notifications/my_notification/', owner)).json();
    expect(JSON.stringify(inbox.all_notifications)).toContain('Ваша посылка в пути');

    // Its contents are fixed now; a parcel of it is not ready for another shipment.
    const other = await makeShipment(t, a.admin);
    expect((await addParcels(shipment.id, { ids: [parcels[0]?.id] })).json()).toEqual({ detail: SHIPMENT_MSG.notOpen });
    expect((await inject('DELETE', `/api/shipments/${shipment.id}/parcels/${parcels[0]?.id}/`, a.admin)).statusCode).toBe(409);
    expect((await addParcels(other.id, { ids: [parcels[0]?.id] })).statusCode).toBe(400);

    // A parcel handed over meanwhile keeps its status when the shipment arrives.
    await inject('PATCH', `/api/warehouses/product/update/${parcels[1]?.id}/`, a.admin, { status: PARCEL_STATUS.delivered });
    const arrived = await move(shipment.id, 'arrived');
    expect(arrived.json()).toMatchObject({ status: { id: 'arrived' }, next_statuses: [], arrived_at: expect.any(String) });
    expect((await parcelRow(t, parcels[0]?.id ?? 0))?.statusId).toBe(PARCEL_STATUS.atPickupPoint);
    expect((await parcelRow(t, parcels[1]?.id ?? 0))?.statusId).toBe(PARCEL_STATUS.delivered);
    expect((await historyOf(t, parcels[1]?.id ?? 0)).at(-1)?.statusId).toBe(PARCEL_STATUS.delivered);
    expect((await move(shipment.id, 'sent')).statusCode).toBe(409);
  });

  it('changes the details, and refuses a number another shipment has', async () => {
    const [one, two] = [await makeShipment(t, a.admin), await makeShipment(t, a.admin)];
    const res = await inject('PATCH', `/api/shipments/${one.id}/`, a.admin, { carrier: 'DHL', departure_date: '2026-12-01' });
    expect(res.json()).toMatchObject({ carrier: 'DHL', departure_date: '2026-12-01', status: { id: 'open' } });
    const taken = await inject('PATCH', `/api/shipments/${one.id}/`, a.admin, { number: two.number.toLowerCase() });
    expect(taken.json()).toEqual({ number: [SHIPMENT_MSG.numberTaken] });
    expect((await inject('PATCH', `/api/shipments/${one.id}/`, a.admin, {})).json()).toEqual({
      non_field_errors: [SHIPMENT_MSG.nothingToChange],
    });
  });
});

describe('taking a parcel out', () => {
  it('of an open shipment only; one not in it is 404', async () => {
    const shipment = await makeShipment(t, a.admin);
    const parcel = await makeShippableParcel(t, a.admin, a.customerA);
    await addParcels(shipment.id, { ids: [parcel.id] });
    const res = await inject('DELETE', `/api/shipments/${shipment.id}/parcels/${parcel.id}/`, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().parcels).toEqual([]);
    const again = await inject('DELETE', `/api/shipments/${shipment.id}/parcels/${parcel.id}/`, a.admin);
    expect([again.statusCode, again.json()]).toEqual([404, { detail: SHIPMENT_MSG.parcelNotInShipment }]);
  });

  it('from the warehouse is refused while a shipment names it (409), naming the shipment', async () => {
    const shipment = await makeShipment(t, a.admin);
    const parcel = await makeShippableParcel(t, a.admin, a.customerA);
    await addParcels(shipment.id, { ids: [parcel.id] });
    const res = await inject('PUT', '/api/warehouses/product/delete/', a.admin, { ids: [parcel.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: PARCEL_MSG.deleteHeld(parcel.id, ['1 отправка']) });
    expect(await parcelRow(t, parcel.id)).toBeDefined();
  });
});
