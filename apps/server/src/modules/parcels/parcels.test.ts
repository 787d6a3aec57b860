import { MSG, PARCEL_MSG, PARCEL_STATUS } from '@kerben/domain';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngPart, storedFile } from '../../../test/fixtures/catalog';
import { expectCountsKept, historyOf, makeAddress, makeParcel, parcelRow, uniqueTrack } from '../../../test/fixtures/parcels';
import { type Actor, expectRefusedAndUnchanged, makeCustomer, multipart, useTestApp } from '../../../test/helpers';
import { files, parcels } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const CREATE = '/api/warehouses/product/create/';
const LIST = '/api/warehouses/product/list/';
const BULK = '/api/warehouses/product/update/';
const DELETE = '/api/warehouses/product/delete/';
const update = (id: number) => `/api/warehouses/product/update/${id}/`;

describe('POST /api/warehouses/product/create/', () => {
  const body = (owner: Actor, fields: Record<string, unknown> = {}) => ({
    name: 'Кроссовки',
    unique_id_user: owner.user.clientCode,
    warehouse: 14,
    ...fields,
  });

  it('refuses an anonymous caller (401) and a customer (403), creating nothing', async () => {
    const count = async () => (await t.services.db.select({ id: parcels.id }).from(parcels)).length;
    await expectRefusedAndUnchanged(count, () => inject('POST', CREATE, a.anonymous, body(a.customerA)), 401);
    await expectRefusedAndUnchanged(count, () => inject('POST', CREATE, a.customerA, body(a.customerA)), 403, {
      detail: MSG.forbidden,
    });
  });

  it.each([
    ['name', { name: ' ' }, PARCEL_MSG.nameRequired],
    ['unique_id_user', { unique_id_user: 'KB9999999' }, PARCEL_MSG.clientNotFound],
    ['warehouse', { warehouse: undefined }, PARCEL_MSG.warehouseRequired],
    ['warehouse', { warehouse: 999_999 }, PARCEL_MSG.warehouseNotFound],
    ['status', { status: 999 }, PARCEL_MSG.statusNotFound],
    ['weight', { weight: -1 }, PARCEL_MSG.weightInvalid],
    ['width', { width: 'широкий' }, PARCEL_MSG.sizeInvalid],
    ['price', { price: 0 }, PARCEL_MSG.priceInvalid],
    ['date_sent', { date_sent: '02.30.2026' }, PARCEL_MSG.dateInvalid],
    ['is_paid', { is_paid: 'может быть' }, PARCEL_MSG.flagInvalid],
  ])('refuses a bad %s with its message', async (field, fields, message) => {
    const res = await inject('POST', CREATE, a.admin, body(a.customerA, fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it("refuses an address that is not the client's own", async () => {
    const foreign = await makeAddress(t, a.customerB);
    const res = await inject('POST', CREATE, a.admin, body(a.customerA, { address: foreign.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ address: [PARCEL_MSG.addressNotClients] });
  });

  it('refuses a track number another parcel has, in any spelling, naming that parcel (409)', async () => {
    const track = uniqueTrack();
    const first = await makeParcel(t, a.admin, a.customerA, { name: 'Первая', track_number: track });
    const respelled = `${track.slice(0, 4).toLowerCase()} ${track.slice(4, 8)}-${track.slice(8)}`;
    const res = await inject('POST', CREATE, a.admin, body(a.customerB, { track_number: respelled }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: PARCEL_MSG.trackTaken({ id: first.id, name: 'Первая' }) });
  });

  it('receives a parcel from the wizard (multipart with photo and receipt), priced by the rule, with its first history row', async () => {
    const address = await makeAddress(t, a.customerA);
    const form = multipart({
      name: 'Кроссовки Nike',
      unique_id_user: `#${a.customerA.user.clientCode.toLowerCase()}`,
      address: String(address.id),
      warehouse: '14',
      courier_service: '1',
      track_number: ' 1z 999-aa-01 ',
      weight: '2,5',
      width: '30',
      length: '40',
      height: '20',
      country_of_origin: '3',
      country_of_destination: '8',
      date_sent: '11.20.2026',
      comments: 'Коробка помята',
      image: await pngPart('photo.png'),
      image_check: await pngPart('receipt.png'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...a.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const parcel = res.json();
    expect(parcel).toMatchObject({
      name: 'Кроссовки Nike',
      unique_id_user: a.customerA.user.clientCode,
      client: { id: a.customerA.user.id },
      user: a.customerA.user.id,
      address: address.id,
      address_detail: { id: address.id, phone_number: '+996555123456' },
      warehouse: 14,
      warehouse_detail: { id: 14, name: 'Чикаго' },
      courier_service: 1,
      courier_service_detail: { id: 1, name: 'Fedex' },
      status: { id: PARCEL_STATUS.received },
      track_number: '1z 999-aa-01',
      weight: 2.5,
      // Volumetric 40x30x20/6000 = 4 kg beats the actual 2.5 kg; Chicago -> Kyrgyzstan is $12/kg.
      price: 48,
      is_paid: false,
      status_many: false,
      date_sent: '2026-11-20',
      date_arrived: null,
      comments: 'Коробка помята',
      country_of_origin: { id: 3 },
      country_of_destination: { id: 8 },
    });
    const row = await parcelRow(t, parcel.id);
    expect(row).toMatchObject({ trackKey: '1Z999AA01', createdBy: a.admin.user.id });
    // The photo shows the label (a name, an address): private like the receipt, signed links only.
    expect(parcel.image).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=/);
    expect(parcel.image_check).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=/);
    const pictures = await t.services.db
      .select()
      .from(files)
      .where(inArray(files.id, [row?.imageFileId as number, row?.receiptFileId as number]));
    expect(pictures).toEqual([
      expect.objectContaining({ isPublic: false, ownerId: a.customerA.user.id, key: expect.stringMatching(/^private\//) }),
      expect.objectContaining({ isPublic: false, ownerId: a.customerA.user.id, key: expect.stringMatching(/^private\//) }),
    ]);
    expect(await historyOf(t, parcel.id)).toEqual([
      expect.objectContaining({ statusId: PARCEL_STATUS.received, changedBy: a.admin.user.id }),
    ]);
  });

  it('takes the price an admin gives instead of the rule', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA, { price: 15.5, weight: 10 });
    expect(parcel.price).toBe(15.5);
  });
});

describe('GET /api/warehouses/product/list/', () => {
  let owner: Actor;
  let ids: Record<string, number>;
  let track: string;

  beforeAll(async () => {
    owner = await makeCustomer(t);
    track = uniqueTrack();
    ids = {
      chicagoOld: (await makeParcel(t, a.admin, owner, { name: 'Старый телефон', date_sent: '11.01.2026' })).id,
      chicagoNew: (await makeParcel(t, a.admin, owner, { name: 'Новый ТЕЛЕФОН', track_number: track, status: 5 })).id,
      turkey: (
        await makeParcel(t, a.admin, owner, { name: 'Платье', warehouse: 24, country_of_origin: 4, country_of_destination: 9 })
      ).id,
    };
  });

  const names = (res: { json(): { results: Array<{ id: number }> } }) =>
    res
      .json()
      .results.map((p) => p.id)
      .filter((id) => Object.values(ids).includes(id));
  const list = (query: string) => inject('GET', `${LIST}?unique_id=${owner.user.clientCode}&${query}`, a.admin);

  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    expect((await inject('GET', LIST, a.anonymous)).statusCode).toBe(401);
    expect((await inject('GET', LIST, a.customerA)).statusCode).toBe(403);
  });

  it('answers pages of 5 by default, newest first', async () => {
    const res = await inject('GET', LIST, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, next: expect.any(String) });
    expect(res.json().results).toHaveLength(5);
    expect(names(await list(''))).toEqual([ids.turkey, ids.chicagoNew, ids.chicagoOld]);
  });

  it.each([
    ['warehouse', 'warehouse=14', ['chicagoNew', 'chicagoOld']],
    ['status', 'status=5', ['chicagoNew']],
    ['name (any case, a part)', 'name=телефон', ['chicagoNew', 'chicagoOld']],
    ['date sent', 'date_sent=11.01.2026', ['chicagoOld']],
    ['origin', 'country_of_origin=4', ['turkey']],
    ['destination', 'country_of_destination=9', ['turkey']],
  ])('filters by %s', async (_name, query, expected) => {
    expect(names(await list(query))).toEqual(expected.map((key) => ids[key]));
  });

  it('finds a track number by its start, in any spelling', async () => {
    const typed = `${track.slice(0, 3).toLowerCase()} ${track.slice(3, 6)}`;
    expect(names(await list(`track_number=${encodeURIComponent(typed)}`))).toEqual([ids.chicagoNew]);
  });

  it('finds parcels by client code (with or without #) and by ids (labels of a selection)', async () => {
    const code = encodeURIComponent(`#${owner.user.clientCode.toLowerCase()}`);
    const byCode = await inject('GET', `${LIST}?unique_id=${code}`, a.admin);
    expect(byCode.json().count).toBe(3);
    const byIds = await inject('GET', `${LIST}?id=${ids.turkey}&id=${ids.chicagoOld}`, a.admin);
    expect(byIds.json().results.map((p: { id: number }) => p.id)).toEqual([ids.turkey, ids.chicagoOld]);
  });

  it('refuses filters that are not what they say', async () => {
    const res = await inject('GET', `${LIST}?warehouse=abc&date_sent=yesterday`, a.admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['date_sent', 'warehouse']);
  });
});

describe("the count of the operators' list (kept per warehouse and status by triggers)", () => {
  const listCount = async (query: string) => (await inject('GET', `${LIST}?${query}`, a.admin)).json().count;
  const countedWhere = async (where: ReturnType<typeof sql>) =>
    (
      (await t.services.db.execute(sql`select count(*)::int as n from parcels where ${where}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]?.n;

  it('follows receives, status changes, moves between warehouses, bulk changes, refused changes and deletions', async () => {
    const owner = await makeCustomer(t);
    const one = await makeParcel(t, a.admin, owner);
    const two = await makeParcel(t, a.admin, owner, { warehouse: 24, status: PARCEL_STATUS.inTransit });
    const three = await makeParcel(t, a.admin, owner);
    await expectCountsKept(t);

    expect((await inject('PATCH', update(one.id), a.admin, { status: PARCEL_STATUS.inTransit })).statusCode).toBe(200);
    expect((await inject('PATCH', update(two.id), a.admin, { warehouse: 14 })).statusCode).toBe(200);
    expect((await inject('PATCH', update(three.id), a.admin, { name: 'Переименована' })).statusCode).toBe(200);
    await expectCountsKept(t);

    const bulk = { ids: [one.id, two.id, three.id], status: PARCEL_STATUS.delivered };
    expect((await inject('PATCH', BULK, a.admin, bulk)).json()).toEqual({ updated: 3 });
    // All or nothing: a selection naming a missing parcel changes no count either.
    expect((await inject('PATCH', BULK, a.admin, { ids: [one.id, 987_653], status: PARCEL_STATUS.received })).statusCode).toBe(
      400,
    );
    await expectCountsKept(t);

    expect(await listCount(`warehouse=14&status=${PARCEL_STATUS.delivered}`)).toBe(
      await countedWhere(sql`warehouse_id = 14 and status_id = ${PARCEL_STATUS.delivered}`),
    );
    expect(await listCount('warehouse=24')).toBe(await countedWhere(sql`warehouse_id = 24`));
    expect(await listCount(`status=${PARCEL_STATUS.delivered}`)).toBe(
      await countedWhere(sql`status_id = ${PARCEL_STATUS.delivered}`),
    );
    expect(await listCount('')).toBe(await countedWhere(sql`true`));

    expect((await inject('PUT', DELETE, a.admin, { ids: [one.id, two.id] })).statusCode).toBe(204);
    await expectCountsKept(t);
  });
});

describe('PATCH /api/warehouses/product/update/{id}/', () => {
  it('refuses an anonymous caller (401), a customer, even the owner (403), and answers 404 for an unknown parcel', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA);
    const before = () => parcelRow(t, parcel.id);
    await expectRefusedAndUnchanged(before, () => inject('PATCH', update(parcel.id), a.anonymous, { name: 'X' }), 401);
    await expectRefusedAndUnchanged(before, () => inject('PATCH', update(parcel.id), a.customerA, { name: 'X' }), 403);
    expect((await inject('PATCH', update(999_999), a.admin, { name: 'X' })).statusCode).toBe(404);
  });

  it('writes one history row for a status that changed, and none for a save without a change', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA);
    expect(
      (await inject('PATCH', update(parcel.id), a.admin, { status: PARCEL_STATUS.received, comments: 'Тот же' })).statusCode,
    ).toBe(200);
    expect(await historyOf(t, parcel.id)).toHaveLength(1);
    const moved = await inject('PATCH', update(parcel.id), a.admin, { status: PARCEL_STATUS.inTransit });
    expect(moved.json().status).toEqual({ id: PARCEL_STATUS.inTransit, name: 'Ваша посылка в пути' });
    expect((await historyOf(t, parcel.id)).map((event) => event.statusId)).toEqual([
      PARCEL_STATUS.received,
      PARCEL_STATUS.inTransit,
    ]);
  });

  it('reprices a parcel priced by the rule when its weight changes, keeps a typed price until null, and records when it was marked paid', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA, { weight: 1 });
    expect(parcel.price).toBe(12);
    expect((await inject('PATCH', update(parcel.id), a.admin, { weight: 3 })).json()).toMatchObject({
      price: 36,
      price_is_manual: false,
    });
    expect((await inject('PATCH', update(parcel.id), a.admin, { weight: 4, price: 20 })).json()).toMatchObject({
      price: 20,
      price_is_manual: true,
    });
    expect((await inject('PATCH', update(parcel.id), a.admin, { weight: 5 })).json().price).toBe(20);
    expect((await inject('PATCH', update(parcel.id), a.admin, { price: null })).json()).toMatchObject({
      price: 60,
      price_is_manual: false,
    });
    const paid = await inject('PATCH', update(parcel.id), a.admin, { is_paid: true });
    expect(paid.json()).toMatchObject({ is_paid: true, status_many: true });
    expect((await parcelRow(t, parcel.id))?.paidAt).toBeInstanceOf(Date);
  });

  it("gives the parcel to another client, dropping the previous client's address, and refuses a foreign one", async () => {
    const address = await makeAddress(t, a.customerA);
    const parcel = await makeParcel(t, a.admin, a.customerA, { address: address.id });
    const foreign = await inject('PATCH', update(parcel.id), a.admin, { address: (await makeAddress(t, a.customerB)).id });
    expect(foreign.statusCode).toBe(400);
    const moved = await inject('PATCH', update(parcel.id), a.admin, { unique_id_user: a.customerB.user.clientCode });
    expect(moved.json()).toMatchObject({ client: { id: a.customerB.user.id }, address: null });
  });

  it('refuses a track number another parcel has, and replaces the photo deleting the old file', async () => {
    const track = uniqueTrack();
    await makeParcel(t, a.admin, a.customerA, { track_number: track });
    const form = multipart({ image: await pngPart() });
    const parcel = await makeParcel(t, a.admin, a.customerA);
    const taken = await inject('PATCH', update(parcel.id), a.admin, { track_number: track.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    const withPhoto = await t.app.inject({
      method: 'PATCH',
      url: update(parcel.id),
      headers: { ...a.admin.headers, ...form.headers },
      payload: form.payload,
    });
    const first = withPhoto.json().image as string;
    const form2 = multipart({ image: await pngPart() });
    const replaced = await t.app.inject({
      method: 'PATCH',
      url: update(parcel.id),
      headers: { ...a.admin.headers, ...form2.headers },
      payload: form2.payload,
    });
    expect(replaced.json().image).not.toBe(first);
    expect(await storedFile(t, first)).toBeUndefined();
  });
});

describe('PATCH /api/warehouses/product/update/ (bulk)', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA);
    expect((await inject('PATCH', BULK, a.anonymous, { ids: [parcel.id], status: 5 })).statusCode).toBe(401);
    expect((await inject('PATCH', BULK, a.customerA, { ids: [parcel.id], status: 5 })).statusCode).toBe(403);
  });

  it('changes nothing when one id does not exist, and names it', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA);
    await expectRefusedAndUnchanged(
      async () => [await parcelRow(t, parcel.id), await historyOf(t, parcel.id)],
      () => inject('PATCH', BULK, a.admin, { ids: [parcel.id, 987_654], status: PARCEL_STATUS.inTransit }),
      400,
      { ids: [PARCEL_MSG.idsMissing([987_654])] },
    );
  });

  it('refuses an empty change and an empty selection', async () => {
    expect((await inject('PATCH', BULK, a.admin, { ids: [] })).json()).toMatchObject({ ids: [PARCEL_MSG.idsRequired] });
    const parcel = await makeParcel(t, a.admin, a.customerA);
    expect((await inject('PATCH', BULK, a.admin, { ids: [parcel.id] })).json()).toEqual({
      non_field_errors: [PARCEL_MSG.nothingToChange],
    });
  });

  it('changes status, dates and the paid flag together, with one history row per parcel whose status changed', async () => {
    const moving = await makeParcel(t, a.admin, a.customerA);
    const already = await makeParcel(t, a.admin, a.customerA, { status: PARCEL_STATUS.inTransit, is_paid: true });
    const paidBefore = (await parcelRow(t, already.id))?.paidAt;
    const res = await inject('PATCH', BULK, a.admin, {
      ids: [moving.id, already.id],
      status: PARCEL_STATUS.inTransit,
      date_sent: '11.21.2026',
      is_paid: true,
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect(await parcelRow(t, moving.id)).toMatchObject({
      statusId: PARCEL_STATUS.inTransit,
      dateSent: '2026-11-21',
      isPaid: true,
    });
    expect((await parcelRow(t, already.id))?.paidAt).toEqual(paidBefore);
    expect((await historyOf(t, moving.id)).map((e) => e.statusId)).toEqual([PARCEL_STATUS.received, PARCEL_STATUS.inTransit]);
    expect(await historyOf(t, already.id)).toHaveLength(1);
  });
});

describe('PUT /api/warehouses/product/delete/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA);
    expect((await inject('PUT', DELETE, a.anonymous, { ids: [parcel.id] })).statusCode).toBe(401);
    expect((await inject('PUT', DELETE, a.customerA, { ids: [parcel.id] })).statusCode).toBe(403);
    expect(await parcelRow(t, parcel.id)).toBeDefined();
  });

  it('deletes nothing when one id does not exist, and needs explicit ids', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerA);
    expect((await inject('PUT', DELETE, a.admin, { ids: [parcel.id, 987_655] })).statusCode).toBe(400);
    expect(await parcelRow(t, parcel.id)).toBeDefined();
    expect((await inject('PUT', DELETE, a.admin, { ids: 'all' })).statusCode).toBe(400);
    expect((await inject('PUT', DELETE, a.admin, {})).statusCode).toBe(400);
  });

  it('deletes the named parcels with their history and pictures', async () => {
    const form = multipart({
      name: 'С фото',
      unique_id_user: a.customerA.user.clientCode,
      warehouse: '14',
      image: await pngPart(),
    });
    const withPhoto = (
      await t.app.inject({ method: 'POST', url: CREATE, headers: { ...a.admin.headers, ...form.headers }, payload: form.payload })
    ).json();
    const other = await makeParcel(t, a.admin, a.customerA);
    expect((await inject('PUT', DELETE, a.admin, { ids: [withPhoto.id, other.id] })).statusCode).toBe(204);
    expect(await parcelRow(t, withPhoto.id)).toBeUndefined();
    expect(await historyOf(t, other.id)).toEqual([]);
    expect(await storedFile(t, withPhoto.image)).toBeUndefined();
  });
});

describe('a parcel, its history and tracking', () => {
  let parcel: Awaited<ReturnType<typeof makeParcel>>;
  let track: string;
  beforeAll(async () => {
    track = uniqueTrack();
    parcel = await makeParcel(t, a.admin, a.customerA, { track_number: track, price: 30 });
    await inject('PATCH', BULK, a.admin, { ids: [parcel.id], status: PARCEL_STATUS.inTransit });
  });

  it("is the owner's and the admins': another customer gets 404, an anonymous caller 401", async () => {
    expect((await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerA)).json().id).toBe(parcel.id);
    expect((await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.admin)).statusCode).toBe(200);
    const stranger = await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerB);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: PARCEL_MSG.notFound });
    expect((await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.anonymous)).statusCode).toBe(401);
  });

  it('answers the history oldest first; who changed it only to admins', async () => {
    const own = await inject('GET', `/api/warehouses/product/${parcel.id}/events/`, a.customerA);
    expect(own.json().map((e: { status: { id: number } }) => e.status.id)).toEqual([
      PARCEL_STATUS.received,
      PARCEL_STATUS.inTransit,
    ]);
    expect(own.json().every((e: { changed_by: unknown }) => e.changed_by === null)).toBe(true);
    const admin = await inject('GET', `/api/warehouses/product/${parcel.id}/events/`, a.admin);
    expect(admin.json()[1].changed_by).toEqual({ id: a.admin.user.id, name: 'Айгуль Тестова' });
    expect((await inject('GET', `/api/warehouses/product/${parcel.id}/events/`, a.customerB)).statusCode).toBe(404);
  });

  it('is tracked by anyone in any spelling, showing where it is but nothing about whose it is', async () => {
    const res = await inject('GET', `/api/warehouses/product/get/${encodeURIComponent(track.toLowerCase())}/`, a.anonymous);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: { id: PARCEL_STATUS.inTransit },
      warehouse: 14,
      warehouse_detail: { id: 14, name: 'Чикаго' },
      timeline: [{ status: { id: PARCEL_STATUS.received } }, { status: { id: PARCEL_STATUS.inTransit } }],
    });
    expect(answer.parcel).toBeUndefined();
    for (const secret of [a.customerA.user.clientCode, 'Айгуль', 'price']) expect(res.body).not.toContain(secret);
    // Nor its price (30) as any value: a timestamp or a track number may hold the digits "30".
    expect(res.body).not.toMatch(/[:[,]30(\.0+)?[,}\]]/);
    // Another customer learns no more than a visitor.
    expect((await inject('GET', `/api/warehouses/product/get/${track}/`, a.customerB)).json().parcel).toBeUndefined();
    // The owner and admins get the parcel too.
    expect((await inject('GET', `/api/warehouses/product/get/${track}/`, a.customerA)).json().parcel.id).toBe(parcel.id);
    expect((await inject('GET', `/api/warehouses/product/get/${track}/`, a.admin)).json().parcel.price).toBe(30);
  });

  it("says 'Трек-код товара не найден' for an unknown number", async () => {
    const res = await inject('GET', '/api/warehouses/product/get/NOPE000000/', a.anonymous);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: PARCEL_MSG.trackNotFound });
  });

  it('limits tracking lookups per address for visitors, not for admins', async () => {
    const lookups = Array.from({ length: 61 }, () =>
      t.app.inject({ method: 'GET', url: `/api/warehouses/product/get/${track}/`, remoteAddress: '198.51.100.77' }),
    );
    const codes = (await Promise.all(lookups)).map((res) => res.statusCode);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
    const adminLookup = await t.app.inject({
      method: 'GET',
      url: `/api/warehouses/product/get/${track}/`,
      headers: a.admin.headers,
      remoteAddress: '198.51.100.77',
    });
    expect(adminLookup.statusCode).toBe(200);
  });
});

describe('GET /api/warehouses/my/', () => {
  it('answers only the caller’s own parcels, filtered by status and track number', async () => {
    const owner = await makeCustomer(t);
    const stranger = await makeCustomer(t);
    const track = uniqueTrack();
    const delivered = await makeParcel(t, a.admin, owner, { status: PARCEL_STATUS.delivered, track_number: track });
    const waiting = await makeParcel(t, a.admin, owner);
    await makeParcel(t, a.admin, stranger);
    const mine = (query = '') => inject('GET', `/api/warehouses/my/${query}`, owner);
    expect((await mine()).json().results.map((p: { id: number }) => p.id)).toEqual([waiting.id, delivered.id]);
    expect((await mine(`?status=${PARCEL_STATUS.delivered}`)).json().results.map((p: { id: number }) => p.id)).toEqual([
      delivered.id,
    ]);
    expect((await mine(`?track_number=${track.toLowerCase()}`)).json().count).toBe(1);
    expect((await inject('GET', '/api/warehouses/my/', a.anonymous)).statusCode).toBe(401);
  });
});
