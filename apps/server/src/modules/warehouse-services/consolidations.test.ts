import {
  boxTrackNumber,
  CONSOLIDATION_MSG,
  LEDGER_MSG,
  PARCEL_MSG,
  PARCEL_STATUS,
  SERVICE_MSG,
  type ServiceOrder,
} from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, entriesOfParcel, setStatus } from '../../../test/fixtures/billing';
import { historyOf, parcelRow, uniqueTrack } from '../../../test/fixtures/parcels';
import { askConsolidation, makeBox, makeWaitingParcel, moveTask, orderService } from '../../../test/fixtures/services';
import { makeShipment, SHIRTS, SHOES } from '../../../test/fixtures/shipments';
import { type Actor, expectRefusedAndUnchanged, lastMailTo, makeCustomer, useTestApp } from '../../../test/helpers';
import { parcels, serviceOrders } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const everyOrder = () => t.services.db.select().from(serviceOrders).orderBy(serviceOrders.id);
const named = (parcel: { id: number; name: string; track_number: string }) => ({
  id: parcel.id,
  name: parcel.name,
  track_number: parcel.track_number,
});
/** Two parcels of `owner` waiting in Chicago for Kyrgyzstan, with track numbers and declarations. */
const twoParcels = async (owner: Actor, fields: Record<string, unknown> = {}) => [
  await makeWaitingParcel(t, a.admin, owner, { track_number: uniqueTrack(), weight: 2, ...fields }),
  await makeWaitingParcel(t, a.admin, owner, { track_number: uniqueTrack(), weight: 1.5, items: [SHOES, SHIRTS], ...fields }),
];
const ask = (actor: Actor, body: object) => inject('POST', '/api/consolidations/', actor, body);
const scan = (id: number, track: string, actor: Actor = a.operator) =>
  inject('POST', `/api/consolidations/${id}/scan/`, actor, { track_number: track });
const complete = (id: number, body: object = { weight: 3, length: 40, width: 30, height: 20 }) =>
  inject('POST', `/api/consolidations/${id}/complete/`, a.operator, body);

describe('asking for a consolidation', () => {
  it('refuses what cannot go into one box, naming each parcel, in Russian, and writes nothing', async () => {
    const [first, second] = await twoParcels(a.customerA);
    if (!first || !second) throw new Error('no parcels');
    const refused = (actor: Actor, ids: number[], answer: object) =>
      expectRefusedAndUnchanged(everyOrder, () => ask(actor, { parcel_ids: ids }), 400, answer);
    await refused(a.customerA, [first.id], { parcel_ids: [CONSOLIDATION_MSG.parcelsRequired] });
    await refused(a.customerA, [first.id, first.id], { parcel_ids: [CONSOLIDATION_MSG.parcelRepeated] });
    // Another customer's parcel is "not found" to a customer; the staff are told the owners differ.
    const [foreign] = await twoParcels(a.customerB);
    if (!foreign) throw new Error('no parcel');
    await refused(a.customerA, [first.id, foreign.id], { parcel_ids: [CONSOLIDATION_MSG.parcelNotFound(foreign.id)] });
    await refused(a.operator, [first.id, foreign.id], { parcel_ids: [CONSOLIDATION_MSG.otherOwners] });
    const istanbul = await makeWaitingParcel(t, a.admin, a.customerA, { warehouse: 24, country_of_origin: 4 });
    await refused(a.customerA, [first.id, istanbul.id], { parcel_ids: [CONSOLIDATION_MSG.otherWarehouses] });
    const toRussia = await makeWaitingParcel(t, a.admin, a.customerA, { country_of_destination: 9 });
    await refused(a.customerA, [first.id, toRussia.id], { parcel_ids: [CONSOLIDATION_MSG.otherDestinations] });
    const travelling = await makeWaitingParcel(t, a.admin, a.customerA, { status: PARCEL_STATUS.inTransit });
    await refused(a.customerA, [first.id, travelling.id], {
      parcel_ids: [CONSOLIDATION_MSG.notWaiting(named(travelling), 'Ваша посылка в пути')],
    });
    const shipment = await makeShipment(t, a.admin);
    await inject('POST', `/api/shipments/${shipment.id}/parcels/`, a.admin, { ids: [second.id] });
    await refused(a.customerA, [first.id, second.id], {
      parcel_ids: [CONSOLIDATION_MSG.inShipment(named(second), shipment.number)],
    });
    const photographed = await makeWaitingParcel(t, a.admin, a.customerA);
    await orderService(t, a.customerA, photographed.id, 'photo');
    await refused(a.customerA, [first.id, photographed.id], {
      parcel_ids: [CONSOLIDATION_MSG.openOrders(named(photographed), ['photo'])],
    });
    const paid = await makeWaitingParcel(t, a.admin, a.customerA, { is_paid: true });
    await refused(a.customerA, [first.id, paid.id], { parcel_ids: [CONSOLIDATION_MSG.invoiced(named(paid))] });
  });

  it('takes a customer’s own waiting parcels; a parcel waits in one consolidation at a time; cancelled before work, it frees them', async () => {
    const [first, second] = await twoParcels(a.customerA);
    if (!first || !second) throw new Error('no parcels');
    const asked = await askConsolidation(t, a.customerA, [first.id, second.id], { remove_boxes: true });
    expect(asked).toMatchObject({
      service: 'consolidation',
      status: 'ordered',
      price: null,
      parcel: null,
      options: { remove_boxes: true },
      warehouse: { id: 14 },
      client: { id: a.customerA.user.id },
    });
    expect(asked.parcels.map((parcel) => [parcel.id, parcel.scanned])).toEqual([
      [first.id, false],
      [second.id, false],
    ]);
    const twice = await ask(a.customerA, { parcel_ids: [first.id, second.id] });
    expect(twice.json()).toEqual({
      parcel_ids: [
        CONSOLIDATION_MSG.openOrders(named(first), ['consolidation']),
        CONSOLIDATION_MSG.openOrders(named(second), ['consolidation']),
      ],
    });
    // Waiting for the box: no service on it, and no shipment.
    const photo = await inject('POST', `/api/warehouses/product/${first.id}/services/`, a.customerA, { service: 'photo' });
    expect([photo.statusCode, photo.json()]).toEqual([409, { detail: SERVICE_MSG.parcelInConsolidation }]);
    const shipment = await makeShipment(t, a.admin);
    const held = await inject('POST', `/api/shipments/${shipment.id}/parcels/`, a.admin, { ids: [first.id] });
    expect(held.json()).toEqual({ ids: [SERVICE_MSG.heldFromShipment(named(first), ['consolidation'])] });
    // A stranger cannot cancel it; its customer can, and the parcels are free again.
    expect((await inject('DELETE', `/api/consolidations/${asked.id}/`, a.customerB)).statusCode).toBe(404);
    const cancelled = await inject('DELETE', `/api/consolidations/${asked.id}/`, a.customerA);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const again = await askConsolidation(t, a.customerA, [first.id, second.id]);
    expect((await moveTask(t, a.operator, again.id, { status: 'in_work' })).statusCode).toBe(200);
    await expectRefusedAndUnchanged(everyOrder, () => inject('DELETE', `/api/consolidations/${again.id}/`, a.customerA), 409, {
      detail: CONSOLIDATION_MSG.cancelTooLate,
    });
    // Another kind of order is no consolidation here.
    const order = await orderService(t, a.customerA, (await makeWaitingParcel(t, a.admin, a.customerA)).id, 'photo');
    const wrongKind = await inject('DELETE', `/api/consolidations/${order.id}/`, a.customerA);
    expect([wrongKind.statusCode, wrongKind.json()]).toEqual([404, { detail: CONSOLIDATION_MSG.notConsolidation }]);
  });
});

describe('making the box', () => {
  it('checks each scan against the request and wants every parcel scanned', async () => {
    const [first, second] = await twoParcels(a.customerA);
    if (!first || !second) throw new Error('no parcels');
    const asked = await askConsolidation(t, a.customerA, [first.id, second.id]);
    const early = await scan(asked.id, first.track_number);
    expect([early.statusCode, early.json()]).toEqual([409, { detail: SERVICE_MSG.notTaken }]);
    await moveTask(t, a.operator, asked.id, { status: 'in_work' });
    const stranger = await scan(asked.id, 'NOPE-1');
    expect([stranger.statusCode, stranger.json()]).toEqual([
      400,
      { track_number: [CONSOLIDATION_MSG.notInConsolidation('NOPE-1')] },
    ]);
    // Scanned as printed: any case, spaces and dashes.
    const scanned = await scan(asked.id, ` ${first.track_number.toLowerCase()} `);
    expect(scanned.json<ServiceOrder>().parcels.map((parcel) => parcel.scanned)).toEqual([true, false]);
    const notAll = await complete(asked.id);
    expect([notAll.statusCode, notAll.json()]).toEqual([
      400,
      { track_number: [CONSOLIDATION_MSG.notScanned([second.track_number])] },
    ]);
    const noWeight = await complete(asked.id, { weight: 0, length: 'a' });
    expect(noWeight.json()).toEqual({
      weight: [CONSOLIDATION_MSG.weightInvalid],
      length: [CONSOLIDATION_MSG.sizeInvalid],
      width: [CONSOLIDATION_MSG.sizeInvalid],
      height: [CONSOLIDATION_MSG.sizeInvalid],
    });
    const done = await moveTask(t, a.operator, asked.id, { status: 'done' });
    expect([done.statusCode, done.json()]).toEqual([400, { status: [SERVICE_MSG.consolidationCompletes] }]);
  });

  it('makes the box a parcel charged once by its own weight; the children «Объединена», not charged, their storage days kept', async () => {
    const owner = await makeCustomer(t);
    const [first, second] = await twoParcels(owner);
    if (!first || !second) throw new Error('no parcels');
    // The first arrived ten days ago: the box keeps its clock (and the customer the free days left).
    await t.services.db
      .update(parcels)
      .set({
        storageSince: sql`now() - interval '10 days'`,
        storageFreeUntil: sql`(now() - interval '10 days')::date + 19`,
      })
      .where(eq(parcels.id, first.id));
    const earliest = await parcelRow(t, first.id);
    const before = await balanceOf(t, owner);
    expect(before.balance.amount).toBe(-(2400 + 1800));
    const done = await makeBox(t, a.operator, await askConsolidation(t, owner, [first.id, second.id]));
    const boxId = done.parcel?.id ?? 0;
    expect(done).toMatchObject({ status: 'done', weight: 3, parcel: { track_number: boxTrackNumber(done.id) } });

    const box = await parcelRow(t, boxId);
    expect(box).toMatchObject({
      userId: owner.user.id,
      statusId: PARCEL_STATUS.received,
      warehouseId: 14,
      destinationCountryId: 8,
      weight: 3,
      trackNumber: boxTrackNumber(done.id),
      name: CONSOLIDATION_MSG.boxName(2),
      // 40 × 30 × 20 / 6000 = 4 kg (more than 3): $48.00.
      price: 48,
      storageSince: earliest?.storageSince,
      storageFreeUntil: earliest?.storageFreeUntil,
    });
    // SHOES twice are one line of two; the shirts beside them.
    expect(box?.items).toEqual([{ ...SHOES, quantity: 2 }, SHIRTS]);
    for (const child of [first, second]) {
      expect(await parcelRow(t, child.id)).toMatchObject({
        statusId: PARCEL_STATUS.combined,
        consolidatedIntoId: boxId,
        price: 0,
        storageSince: null,
      });
      expect((await historyOf(t, child.id)).at(-1)).toMatchObject({
        statusId: PARCEL_STATUS.combined,
        changedBy: a.operator.user.id,
      });
      const entries = await entriesOfParcel(t, child.id);
      expect(entries.reduce((sum, entry) => sum + entry.amountUsdCents, 0)).toBe(0);
      expect(entries.at(-1)?.reason).toBe(LEDGER_MSG.parcelCombined(boxTrackNumber(done.id)));
    }
    const boxEntries = await entriesOfParcel(t, boxId);
    expect(boxEntries).toMatchObject([{ purpose: 'delivery', kind: 'charge', amountUsdCents: -4800 }]);
    expect((await balanceOf(t, owner)).balance.amount).toBe(-4800);
    // The customer hears of the box; the parcel's answer names the box; a later correction of a child posts nothing.
    expect(await lastMailTo(t, owner.user.email)).toContain(boxTrackNumber(done.id));
    const child = await inject('GET', `/api/warehouses/product/${first.id}/`, owner);
    expect(child.json()).toMatchObject({ consolidated_into: boxId, status: { id: PARCEL_STATUS.combined, name: 'Объединена' } });
    expect((await inject('PATCH', `/api/warehouses/product/update/${first.id}/`, a.admin, { weight: 9 })).statusCode).toBe(200);
    expect((await balanceOf(t, owner)).balance.amount).toBe(-4800);
    // «Объединена» is set by a consolidation only, and a child never leaves it by hand.
    const byHand = await inject('PATCH', `/api/warehouses/product/update/${second.id}/`, a.admin, { status: 6 });
    expect(byHand.json()).toEqual({ status: [PARCEL_MSG.statusFinal('Объединена')] });
    const toCombined = await inject('PATCH', '/api/warehouses/product/update/', a.admin, {
      ids: [boxId],
      status: PARCEL_STATUS.combined,
    });
    expect(toCombined.json()).toEqual({ status: [PARCEL_MSG.statusFlowOnly('Объединена')] });
    // The box is a parcel like any: it takes services, and the customer's parcels on their way (Telegram's /parcels) leave the children out.
    expect((await orderService(t, owner, boxId, 'photo')).parcel?.id).toBe(boxId);
    const active = await t.services.parcels.listMineNotDelivered(
      { userId: owner.user.id, role: 'customer' },
      { page: 1, page_size: 100 },
    );
    expect(active.items.map((parcel) => parcel.id)).toEqual([boxId]);
  });

  it('moves what a child owed for its services to the box, so the box’s invoice asks for everything once', async () => {
    const owner = await makeCustomer(t);
    const [first, second] = await twoParcels(owner);
    if (!first || !second) throw new Error('no parcels');
    const photo = await orderService(t, owner, first.id, 'photo');
    await moveTask(t, a.operator, photo.id, { status: 'in_work' });
    await moveTask(t, a.operator, photo.id, { status: 'declined', reason: 'Не нужно' });
    const check = await orderService(t, owner, first.id, 'quality_check');
    await moveTask(t, a.operator, check.id, { status: 'in_work' });
    expect((await moveTask(t, a.operator, check.id, { status: 'done', note: 'ОК' })).statusCode).toBe(200);
    const done = await makeBox(t, a.operator, await askConsolidation(t, owner, [first.id, second.id]), {
      weight: 3,
      length: 10,
      width: 10,
      height: 10,
    });
    const boxId = done.parcel?.id ?? 0;
    expect((await entriesOfParcel(t, boxId)).map((entry) => [entry.purpose, entry.amountUsdCents])).toEqual([
      ['delivery', -3600],
      ['service', -500],
    ]);
    // At the pickup point one invoice asks for all of it (and the duty the box's declared value owes).
    await setStatus(t, a.admin, boxId, PARCEL_STATUS.atPickupPoint);
    const duty = (await entriesOfParcel(t, boxId)).find((entry) => entry.purpose === 'duty')?.amountUsdCents ?? 0;
    const owed = 4100 - duty;
    const balance = await balanceOf(t, owner);
    expect(balance).toMatchObject({ balance: { amount: -owed }, open: { amount: owed } });
    expect(balance.pickup).toMatchObject([{ parcel: { id: boxId }, due: { amount: owed } }]);
  });

  it('declines with a reason: the parcels are free again and nothing is charged', async () => {
    const [first, second] = await twoParcels(a.customerA);
    if (!first || !second) throw new Error('no parcels');
    const asked = await askConsolidation(t, a.customerA, [first.id, second.id]);
    const declined = await moveTask(t, a.operator, asked.id, { status: 'declined', reason: 'Одна из посылок слишком большая' });
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'Одна из посылок слишком большая' });
    expect((await askConsolidation(t, a.customerA, [first.id, second.id])).status).toBe('ordered');
  });
});
