import { EXPECTED_MSG, MSG, PARCEL_MSG, PARCEL_STATUS } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeParcel, uniqueTrack } from '../../../test/fixtures/parcels';
import { type Actor, expectRefusedAndUnchanged, makeCustomer, useTestApp } from '../../../test/helpers';
import { expectedParcels, notifications, parcels } from '../../db/schema';
import { seedReferenceData } from '../../db/seed';

const { t, actors: a, inject } = useTestApp({ actors: true });

const row = async (id: number) => (await t.services.db.select().from(expectedParcels).where(eq(expectedParcels.id, id)))[0];
const announcement = (fields: Record<string, unknown> = {}) => ({
  courier_service: 1,
  tracking_number: uniqueTrack(),
  country_of_origin: 3,
  country_of_destination: 8,
  comments: 'Кроссовки с Amazon',
  ...fields,
});

async function announce(owner: Actor, fields: Record<string, unknown> = {}) {
  const res = await inject('POST', '/api/my_warehouse/add/', owner, announcement(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; tracking_number: string; warehouse: number }>();
}

describe('POST /api/my_warehouse/add/', () => {
  it('refuses an anonymous caller (401)', async () => {
    expect((await inject('POST', '/api/my_warehouse/add/', a.anonymous, announcement())).statusCode).toBe(401);
  });

  it("takes a customer's warehouse from the origin (3 -> 14, 10 -> 28, 4 -> 24), ignoring a warehouse or user they send", async () => {
    for (const [origin, warehouse] of [
      [3, 14],
      [10, 28],
      [4, 24],
    ] as const) {
      const created = await announce(a.customerA, { country_of_origin: origin, warehouse: 25, user: a.customerB.user.id });
      expect(created.warehouse).toBe(warehouse);
      expect((await row(created.id))?.userId).toBe(a.customerA.user.id);
    }
  });

  it('creates nothing without a warehouse: no origin, or one that is not ours', async () => {
    const count = async () => (await t.services.db.select({ id: expectedParcels.id }).from(expectedParcels)).length;
    await expectRefusedAndUnchanged(
      count,
      () => inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ country_of_origin: undefined })),
      400,
      {
        country_of_origin: [EXPECTED_MSG.originRequired],
      },
    );
    await expectRefusedAndUnchanged(
      count,
      () => inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ country_of_origin: 8 })),
      400,
      {
        country_of_origin: [EXPECTED_MSG.originRequired],
      },
    );
  });

  it('refuses an origin whose warehouse an admin deleted, on the origin field (it answered 500)', async () => {
    await t.services.db.delete(expectedParcels).where(eq(expectedParcels.warehouseId, 28));
    const deleted = await inject('DELETE', '/api/warehouses/delete/28/', a.admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    try {
      const res = await inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ country_of_origin: 10 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ country_of_origin: [EXPECTED_MSG.originWarehouseClosed] });
    } finally {
      // The seeded warehouses come back as they were, for the tests after this one.
      await seedReferenceData(t.services.db);
    }
  });

  it('checks the courier, the tracking number and that the address is the owner’s', async () => {
    const res = await inject('POST', '/api/my_warehouse/add/', a.customerA, { country_of_origin: 3 });
    expect(res.json()).toEqual({
      courier_service: [EXPECTED_MSG.courierRequired],
      tracking_number: [EXPECTED_MSG.trackingRequired],
    });
    expect((await inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ courier_service: 99 }))).json()).toEqual({
      courier_service: [EXPECTED_MSG.courierInvalid],
    });
    const foreign = await makeAddress(t, a.customerB);
    expect((await inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ address: foreign.id }))).json()).toEqual({
      address: [EXPECTED_MSG.addressNotOwners],
    });
    const own = await makeAddress(t, a.customerA);
    expect((await inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ address: own.id }))).json().address).toBe(
      own.id,
    );
  });

  it('lets an admin announce for a chosen client into any warehouse, Bishkek included', async () => {
    expect((await inject('POST', '/api/my_warehouse/add/', a.admin, announcement())).json()).toEqual({
      user: [EXPECTED_MSG.userRequired],
    });
    const res = await inject(
      'POST',
      '/api/my_warehouse/add/',
      a.admin,
      announcement({ user: a.customerB.user.id, warehouse: 25 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      warehouse: 25,
      warehouse_detail: { id: 25, name: 'Бишкек' },
      user: a.customerB.user.id,
      user_detail: { id: a.customerB.user.id },
      received: false,
      parcel: null,
    });
  });
});

describe('a customer’s own expected parcels', () => {
  it('lists only one’s own, 7 a page, with tracking number and origin filters and total_pages', async () => {
    const owner = await makeCustomer(t);
    const track = uniqueTrack();
    await announce(owner, { tracking_number: track });
    for (let i = 0; i < 7; i++) await announce(owner, { country_of_origin: 4 });
    await announce(a.customerB);
    const page = (await inject('GET', '/api/my_warehouse/list/', owner)).json();
    expect(page).toMatchObject({ count: 8, total_pages: 2 });
    expect(page.results).toHaveLength(7);
    const byTrack = (await inject('GET', `/api/my_warehouse/list/?tracking_number=${track.toLowerCase()}`, owner)).json();
    expect(byTrack.results.map((e: { tracking_number: string }) => e.tracking_number)).toEqual([track]);
    expect((await inject('GET', '/api/my_warehouse/list/?country_of_origin=4', owner)).json().count).toBe(7);
  });

  it('are changed and deleted by their owner only: another customer gets 404 and the row stays', async () => {
    const mine = await announce(a.customerA);
    const state = () => row(mine.id);
    await expectRefusedAndUnchanged(
      state,
      () => inject('PATCH', `/api/my_warehouse/update/${mine.id}/`, a.customerB, { comments: 'чужое' }),
      404,
      {
        detail: EXPECTED_MSG.notFound,
      },
    );
    await expectRefusedAndUnchanged(state, () => inject('DELETE', `/api/my_warehouse/delete/${mine.id}/`, a.customerB), 404);
    const changed = await inject('PATCH', `/api/my_warehouse/update/${mine.id}/`, a.customerA, {
      country_of_origin: 4,
      comments: 'Платье',
    });
    expect(changed.json()).toMatchObject({ warehouse: 24, warehouse_detail: { id: 24 }, comments: 'Платье' });
    expect((await inject('DELETE', `/api/my_warehouse/delete/${mine.id}/`, a.customerA)).statusCode).toBe(204);
    expect(await row(mine.id)).toBeUndefined();
  });
});

describe('the operators’ list', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    expect((await inject('GET', '/api/my_warehouse/list_for_admin/', a.anonymous)).statusCode).toBe(401);
    expect((await inject('GET', '/api/my_warehouse/list_for_admin/', a.customerA)).json()).toEqual({ detail: MSG.forbidden });
  });

  it('filters by client code, first name, tracking number, warehouse and received', async () => {
    const client = await makeCustomer(t);
    const waiting = await announce(client, { country_of_origin: 10 });
    const received = await announce(client);
    await inject('POST', `/api/my_warehouse/${received.id}/receive/`, a.admin, { name: 'Принята' });
    const ids = async (query: string) =>
      (await inject('GET', `/api/my_warehouse/list_for_admin/?unique_id=${client.user.clientCode}&${query}`, a.admin))
        .json()
        .results.map((e: { id: number }) => e.id);
    expect(await ids('')).toEqual([received.id, waiting.id]);
    expect(await ids('received=false')).toEqual([waiting.id]);
    expect(await ids('received=true')).toEqual([received.id]);
    expect(await ids('warehouse=28')).toEqual([waiting.id]);
    expect(await ids(`tracking_number=${waiting.tracking_number.toLowerCase()}`)).toEqual([waiting.id]);
    expect(await ids('first_name=айг')).toEqual([received.id, waiting.id]);
  });
});

describe('POST /api/my_warehouse/{id}/receive/', () => {
  it('refuses a customer (403), even the owner', async () => {
    const mine = await announce(a.customerA);
    expect((await inject('POST', `/api/my_warehouse/${mine.id}/receive/`, a.customerA, { name: 'X' })).statusCode).toBe(403);
    expect((await row(mine.id))?.parcelId).toBeNull();
  });

  it('creates the warehouse parcel from the announcement and the wizard, marks it received and tells the owner; a second receive is 409', async () => {
    const owner = await makeCustomer(t);
    const address = await makeAddress(t, owner);
    const announced = await announce(owner, { address: address.id, country_of_origin: 10 });
    const res = await inject('POST', `/api/my_warehouse/${announced.id}/receive/`, a.admin, { name: 'Кроссовки', weight: 1.5 });
    expect(res.statusCode).toBe(201);
    const parcel = res.json();
    expect(parcel).toMatchObject({
      name: 'Кроссовки',
      client: { id: owner.user.id },
      warehouse: 28,
      track_number: announced.tracking_number,
      courier_service: 1,
      address: address.id,
      address_detail: { id: address.id },
      status: { id: PARCEL_STATUS.received },
      comments: 'Кроссовки с Amazon',
    });
    expect(await row(announced.id)).toMatchObject({ parcelId: parcel.id, receivedAt: expect.any(Date) });
    const told = await t.services.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.map((n) => n.parcelId)).toEqual([parcel.id]);
    const again = await inject('POST', `/api/my_warehouse/${announced.id}/receive/`, a.admin, { name: 'Ещё раз' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: EXPECTED_MSG.alreadyReceived });
    // Once received it is part of a parcel: its owner can no longer change or delete it.
    expect((await inject('PATCH', `/api/my_warehouse/update/${announced.id}/`, owner, { comments: 'x' })).statusCode).toBe(409);
  });

  it('leaves the expected parcel unreceived and creates nothing when the parcel cannot be created', async () => {
    const track = uniqueTrack();
    await makeParcel(t, a.admin, a.customerB, { track_number: track });
    const announced = await announce(a.customerA, { tracking_number: track });
    const parcelCount = async () => (await t.services.db.select({ id: parcels.id }).from(parcels)).length;
    const before = await parcelCount();
    const res = await inject('POST', `/api/my_warehouse/${announced.id}/receive/`, a.admin, { name: 'Дубль' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^Этот трек-номер уже у посылки/);
    expect(await row(announced.id)).toMatchObject({ parcelId: null, receivedAt: null });
    expect(await parcelCount()).toBe(before);
    const bad = await inject('POST', `/api/my_warehouse/${announced.id}/receive/`, a.admin, {
      name: '',
      track_number: uniqueTrack(),
    });
    expect(bad.json()).toEqual({ name: [PARCEL_MSG.nameRequired] });
    expect((await row(announced.id))?.parcelId).toBeNull();
  });
});

describe('GET /api/my_warehouse/lookup/ (the scan)', () => {
  it('refuses a customer (403)', async () => {
    expect((await inject('GET', '/api/my_warehouse/lookup/?tracking_number=X', a.customerA)).statusCode).toBe(403);
  });

  it('finds the expected parcel and the warehouse parcel by a number in any spelling, each or both null', async () => {
    const track = uniqueTrack();
    const announced = await announce(a.customerA, { tracking_number: track });
    const scan = async (typed: string) =>
      (await inject('GET', `/api/my_warehouse/lookup/?tracking_number=${encodeURIComponent(typed)}`, a.admin)).json();
    const spelled = `${track.slice(0, 4).toLowerCase()}-${track.slice(4, 9)} ${track.slice(9)}`;
    expect(await scan(spelled)).toMatchObject({
      expected: { id: announced.id, user: a.customerA.user.id },
      parcel: null,
    });
    const received = (await inject('POST', `/api/my_warehouse/${announced.id}/receive/`, a.admin, { name: 'Сканер' })).json();
    expect(await scan(track)).toMatchObject({ expected: { id: announced.id, received: true }, parcel: { id: received.id } });
    const loose = uniqueTrack();
    const parcelOnly = await makeParcel(t, a.admin, a.customerA, { track_number: loose });
    expect(await scan(loose.toLowerCase())).toMatchObject({ expected: null, parcel: { id: parcelOnly.id } });
    expect(await scan('NOTHING-HERE-1')).toEqual({ expected: null, parcel: null, candidates: [] });
  });
});

// Track-number squatting: a customer may announce a number that is someone else's. The scan then
// must not pick whoever announced first: it lists every open announcement and the operator
// matches the client code on the label; the operators' list marks such numbers.
describe('several clients announcing one track number', () => {
  const scan = async (typed: string) =>
    (await inject('GET', `/api/my_warehouse/lookup/?tracking_number=${encodeURIComponent(typed)}`, a.admin)).json();
  const adminList = async (query: string) =>
    (await inject('GET', `/api/my_warehouse/list_for_admin/?${query}`, a.admin)).json().results as Array<{
      id: number;
      conflict: boolean;
    }>;

  it('answers the scan with every open announcement as a candidate, and no expected parcel', async () => {
    const [owner, squatter] = [await makeCustomer(t), await makeCustomer(t)];
    const track = uniqueTrack();
    const genuine = await announce(owner, { tracking_number: track });
    const squatted = await announce(squatter, { tracking_number: `${track.slice(0, 4).toLowerCase()} ${track.slice(4)}` });
    const answer = await scan(`${track.slice(0, 3)}-${track.slice(3)}`);
    expect(answer.expected).toBeNull();
    expect(answer.parcel).toBeNull();
    expect(answer.candidates).toHaveLength(2);
    expect(answer.candidates).toEqual(
      expect.arrayContaining(
        [
          [genuine.id, owner],
          [squatted.id, squatter],
        ].map(([id, client]) => ({
          id,
          unique_id: (client as Actor).user.clientCode,
          first_name: 'Айгуль',
          last_name: 'Тестова',
        })),
      ),
    );
  });

  it('receives the announcement the operator chose, for its own client; the number then leads to that parcel', async () => {
    const [owner, squatter] = [await makeCustomer(t), await makeCustomer(t)];
    const track = uniqueTrack();
    const genuine = await announce(owner, { tracking_number: track });
    const squatted = await announce(squatter, { tracking_number: track });
    const received = await inject('POST', `/api/my_warehouse/${genuine.id}/receive/`, a.admin, { name: 'Кроссовки' });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().client.id).toBe(owner.user.id);
    expect((await row(squatted.id))?.parcelId).toBeNull();
    const answer = await scan(track);
    expect(answer).toMatchObject({ parcel: { id: received.json().id, client: { id: owner.user.id } }, candidates: [] });
  });

  it('tells a customer nothing: an announced number is answered like a fresh one, and each list shows only its own', async () => {
    const [owner, squatter] = [await makeCustomer(t), await makeCustomer(t)];
    const track = uniqueTrack();
    const genuine = await announce(owner, { tracking_number: track });
    const taken = await inject('POST', '/api/my_warehouse/add/', squatter, announcement({ tracking_number: track }));
    const fresh = await inject('POST', '/api/my_warehouse/add/', squatter, announcement({ tracking_number: uniqueTrack() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).not.toHaveProperty('conflict');
    expect(taken.json().user).toBe(squatter.user.id);
    const listed = async (customer: Actor) =>
      (await inject('GET', '/api/my_warehouse/list/', customer)).json().results.map((e: { id: number }) => e.id);
    expect(await listed(owner)).toEqual([genuine.id]);
    expect(await listed(squatter)).toEqual([fresh.json().id, taken.json().id]);
    for (const customer of [owner, squatter]) {
      expect((await inject('GET', '/api/my_warehouse/list/', customer)).body).not.toContain('"conflict"');
    }
    const foreign = await inject('GET', `/api/my_warehouse/get/${genuine.id}/`, squatter);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: EXPECTED_MSG.notFound });
    expect((await inject('GET', `/api/my_warehouse/get/${genuine.id}/`, owner)).json()).toMatchObject({ id: genuine.id });
  });

  it('marks the conflicting announcements in the operators’ list, and filters them', async () => {
    const [owner, squatter] = [await makeCustomer(t), await makeCustomer(t)];
    const track = uniqueTrack();
    const genuine = await announce(owner, { tracking_number: track });
    const alone = await announce(owner);
    const squatted = await announce(squatter, { tracking_number: track.toLowerCase() });
    const mine = `unique_id=${owner.user.clientCode}`;
    expect(await adminList(mine)).toEqual([
      expect.objectContaining({ id: alone.id, conflict: false }),
      expect.objectContaining({ id: genuine.id, conflict: true }),
    ]);
    const conflicts = (await adminList('conflict=true&page_size=100')).map((e) => e.id);
    expect(conflicts).toEqual(expect.arrayContaining([genuine.id, squatted.id]));
    expect(conflicts).not.toContain(alone.id);
    expect((await adminList(`${mine}&conflict=false`)).map((e) => e.id)).toEqual([alone.id]);
    // Once one of them is received, the other is no longer in conflict with anything open.
    await inject('POST', `/api/my_warehouse/${genuine.id}/receive/`, a.admin, { name: 'Кроссовки' });
    expect(await adminList(`unique_id=${squatter.user.clientCode}`)).toEqual([
      expect.objectContaining({ id: squatted.id, conflict: false }),
    ]);
  });

  it('takes one open announcement of a number per client, whatever its spelling', async () => {
    const client = await makeCustomer(t);
    const track = uniqueTrack();
    await announce(client, { tracking_number: track });
    const again = await inject('POST', '/api/my_warehouse/add/', client, announcement({ tracking_number: track.toLowerCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ tracking_number: [EXPECTED_MSG.alreadyAnnounced] });
    const forClient = await inject(
      'POST',
      '/api/my_warehouse/add/',
      a.admin,
      announcement({ tracking_number: track, user: client.user.id }),
    );
    expect(forClient.json()).toEqual({ tracking_number: [EXPECTED_MSG.clientAlreadyAnnounced] });
    const other = await announce(client);
    const renamed = await inject('PATCH', `/api/my_warehouse/update/${other.id}/`, client, { tracking_number: ` ${track} ` });
    expect(renamed.json()).toEqual({ tracking_number: [EXPECTED_MSG.alreadyAnnounced] });
    // Its own number, saved again with another field changed, is not a second one.
    expect(
      (
        await inject('PATCH', `/api/my_warehouse/update/${other.id}/`, client, {
          tracking_number: other.tracking_number,
          comments: 'x',
        })
      ).statusCode,
    ).toBe(200);
  });
});
