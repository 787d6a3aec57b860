import { DECLARATION_MSG, NO_DUTY } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyOf, makeExpectedParcel, makeParcel, uniqueTrack } from '../../../test/fixtures/parcels';
import { SHIRTS, SHOES } from '../../../test/fixtures/shipments';
import { multipart, useTestApp } from '../../../test/helpers';
import { expectedParcels } from '../../db/schema';

// Declared contents from the announcement to the warehouse parcel, its history, and who sees them.

const { t, actors: a, inject } = useTestApp({ actors: true });

/** $120 + 3 x $15.50 = $166.50: under 200 EUR at 0.92 (153.18 EUR). */
const DECLARED = [SHOES, SHIRTS];
const EXPENSIVE = [{ description: 'Ноутбук', quantity: 1, unit_price_usd: 1000 }];

const declarationsOf = async (id: number) =>
  (await historyOf(t, id)).filter((event) => event.statusId === null).map((event) => [event.declaration, event.changedBy]);

describe('declared contents of an announcement', () => {
  it('are answered with their value and the duty by the value alone (not weighed yet)', async () => {
    const res = await inject('POST', '/api/my_warehouse/add/', a.customerA, {
      courier_service: 1,
      tracking_number: uniqueTrack(),
      country_of_origin: 3,
      country_of_destination: 8,
      items: DECLARED,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ items: DECLARED, declared_value_usd: 166.5, duty: NO_DUTY });
    // $1000 is 920 EUR: 15 % of 720.
    const expensive = await makeExpectedParcel(t, a.customerA, { items: EXPENSIVE });
    const read = await inject('GET', `/api/my_warehouse/get/${expensive.id}/`, a.customerA);
    expect(read.json()).toMatchObject({
      declared_value_usd: 1000,
      duty: { due: true, amount_eur: 108, over_value_eur: 720, over_weight_kg: 0 },
    });
  });

  it('are optional for the existing client, and refused row by row in Russian when wrong', async () => {
    const bare = await makeExpectedParcel(t, a.customerA);
    expect((await inject('GET', `/api/my_warehouse/get/${bare.id}/`, a.customerA)).json()).toMatchObject({
      items: [],
      declared_value_usd: 0,
      duty: NO_DUTY,
    });
    const res = await inject('POST', '/api/my_warehouse/add/', a.customerA, {
      courier_service: 1,
      tracking_number: uniqueTrack(),
      country_of_origin: 3,
      items: [{ description: 'К', quantity: 0, unit_price_usd: 10.001 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'items.0.description': [DECLARATION_MSG.descriptionLength],
      'items.0.quantity': [DECLARATION_MSG.quantityInvalid],
      'items.0.unit_price_usd': [DECLARATION_MSG.priceInvalid],
    });
  });

  it('are changed by their owner while on the way, and not after receiving', async () => {
    const announced = await makeExpectedParcel(t, a.customerA, { items: DECLARED });
    const changed = await inject('PATCH', `/api/my_warehouse/update/${announced.id}/`, a.customerA, { items: [SHOES] });
    expect(changed.json()).toMatchObject({ items: [SHOES], declared_value_usd: 120 });
    const stranger = await inject('PATCH', `/api/my_warehouse/update/${announced.id}/`, a.customerB, { items: [] });
    expect(stranger.statusCode).toBe(404);
    expect((await t.services.db.select().from(expectedParcels).where(eq(expectedParcels.id, announced.id)))[0]?.items).toEqual([
      SHOES,
    ]);
  });
});

describe('receiving an announced parcel', () => {
  it('takes the declaration as announced, and the history starts with the customer’s declaration', async () => {
    const announced = await makeExpectedParcel(t, a.customerA, { items: DECLARED });
    const res = await inject('POST', `/api/my_warehouse/${announced.id}/receive/`, a.admin, { name: 'Одежда', weight: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const parcel = res.json<{ id: number }>();
    expect(res.json()).toMatchObject({ items: DECLARED, declared_value_usd: 166.5, duty: NO_DUTY });
    expect(await declarationsOf(parcel.id)).toEqual([[DECLARED, a.customerA.user.id]]);
  });

  it('keeps the operator’s correction too, after the customer’s declaration, with who made each', async () => {
    const announced = await makeExpectedParcel(t, a.customerA, { items: DECLARED });
    const corrected = [SHOES, { ...SHIRTS, quantity: 4 }];
    // The wizard sends multipart: the list as one JSON field.
    const form = multipart({ name: 'Одежда', weight: '2', items: JSON.stringify(corrected) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/my_warehouse/${announced.id}/receive/`,
      headers: { ...a.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const parcel = res.json<{ id: number }>();
    expect(res.json().items).toEqual(corrected);
    expect(await declarationsOf(parcel.id)).toEqual([
      [DECLARED, a.customerA.user.id],
      [corrected, a.admin.user.id],
    ]);

    // The owner reads the history without who changed it; an admin with the names.
    const mine = (await inject('GET', `/api/warehouses/product/${parcel.id}/events/`, a.customerA)).json();
    expect(
      mine.map((event: { status: unknown; declaration: unknown; changed_by: unknown }) => [
        event.status,
        event.declaration,
        event.changed_by,
      ]),
    ).toEqual([
      [{ id: 6, name: 'Получен, готов к отправке' }, null, null],
      [null, { items: DECLARED, declared_value_usd: 166.5 }, null],
      [null, { items: corrected, declared_value_usd: 182 }, null],
    ]);
    const admins = (await inject('GET', `/api/warehouses/product/${parcel.id}/events/`, a.admin)).json();
    expect(admins[1].changed_by).toMatchObject({ id: a.customerA.user.id });
    expect(admins[2].changed_by).toMatchObject({ id: a.admin.user.id });
  });
});

describe('the declaration of a warehouse parcel', () => {
  it('is written to the history on every actual change, and only then', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA, { items: [SHOES] });
    const patch = (payload: object) => inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, payload);
    expect((await patch({ items: [SHOES, SHIRTS] })).json()).toMatchObject({ declared_value_usd: 166.5 });
    // Sent again as it is (the edit form sends every field): no new row.
    await patch({ items: [SHOES, SHIRTS], comments: 'Проверено' });
    // A JSON list of the same items with another key order is the same declaration.
    await patch({ items: [{ unit_price_usd: 120, quantity: 1, description: 'Кроссовки Nike' }, SHIRTS] });
    expect((await patch({ items: [] })).json()).toMatchObject({ items: [], declared_value_usd: 0 });
    expect(await declarationsOf(parcel.id)).toEqual([
      [[SHOES], a.admin.user.id],
      [[SHOES, SHIRTS], a.admin.user.id],
      [[], a.admin.user.id],
    ]);
  });

  it('with the weight gives the duty: the larger of 15 % over 200 EUR and 2 EUR per kg over 31 kg', async () => {
    const heavy = await makeParcel(t, a.admin, a.customerA, { items: [SHOES], weight: 40 });
    expect((await inject('GET', `/api/warehouses/product/${heavy.id}/`, a.customerA)).json().duty).toEqual({
      due: true,
      amount_eur: 18,
      over_value_eur: 0,
      over_weight_kg: 9,
    });
  });

  it('is seen by its owner and admins only: not by another customer, not by public tracking', async () => {
    const track = uniqueTrack();
    const parcel = await makeParcel(t, a.admin, a.customerA, { items: EXPENSIVE, track_number: track });
    await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, { items: DECLARED });
    expect((await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerB)).statusCode).toBe(404);
    expect((await inject('GET', `/api/warehouses/product/${parcel.id}/events/`, a.customerB)).statusCode).toBe(404);
    const theirs = (await inject('GET', '/api/warehouses/my/', a.customerB)).json<{ results: Array<{ id: number }> }>();
    expect(theirs.results.map((p) => p.id)).not.toContain(parcel.id);
    for (const viewer of [a.anonymous, a.customerB]) {
      const tracked = await inject('GET', `/api/warehouses/product/get/${track}/`, viewer);
      expect(tracked.statusCode).toBe(200);
      expect(tracked.body).not.toMatch(/items|declar|duty|Ноутбук|Кроссовки/);
      // The timeline has the statuses only.
      expect(tracked.json().timeline).toEqual([
        { status: { id: 6, name: 'Получен, готов к отправке' }, created_at: expect.any(String) },
      ]);
    }
    const own = await inject('GET', `/api/warehouses/product/get/${track}/`, a.customerA);
    expect(own.json().parcel).toMatchObject({ items: DECLARED, declared_value_usd: 166.5 });
  });
});
