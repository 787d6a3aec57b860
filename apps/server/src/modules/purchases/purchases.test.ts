import { MSG, PURCHASE_MSG, PURCHASE_STATE_NAMES } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeParcel, uniqueTrack } from '../../../test/fixtures/parcels';
import {
  type Actor,
  expectRefusedAndUnchanged,
  lastMailTo,
  multipart,
  registerAndActivate,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers';
import { pngImage, svgImage } from '../../../test/images';
import { files, notifications, purchaseEvents, purchaseRequests } from '../../db/schema';
import { PURCHASE_SUBMITS } from './service';

const { t, actors: a, inject } = useTestApp({ actors: true });
let png: Buffer;
beforeAll(async () => {
  png = await pngImage();
});

let lastIp = 0;
const newIp = () => `10.15.0.${++lastIp}`;

/** A screenshot, read when the form is built (the test cases are listed before the image exists). */
const PICTURE = 'a picture';
const picture = () => ({ filename: 'shot.png', contentType: 'image/png', data: png });
const form = (overrides: Record<string, string | ReturnType<typeof picture> | undefined> = {}) => {
  const fields = {
    full_name: 'Айгуль Тестова',
    url: 'https://www.amazon.com/dp/B0TEST',
    name_of_purchase: 'Кроссовки Nike',
    count: '2',
    email: uniqueEmail('buyer'),
    description: 'Размер 42, белые',
    telegram: '@aigul_kg',
    phone_number: '+996 555 123 456',
    purchase_image: PICTURE,
    ...overrides,
  };
  return multipart(
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, value === PICTURE ? picture() : value]),
    ) as Record<string, string | ReturnType<typeof picture>>,
  );
};

async function submit(actor: { headers: Record<string, string> }, fields: Parameters<typeof form>[0] = {}, ip = newIp()) {
  const body = form(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/purchase/add/',
    headers: { ...actor.headers, ...body.headers },
    payload: body.payload,
    remoteAddress: ip,
  });
}

async function created(actor: { headers: Record<string, string> }, fields: Parameters<typeof form>[0] = {}) {
  const res = await submit(actor, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; state: string; price: number | null; purchase_image: string }>();
}

const stored = async () => (await t.services.db.select({ id: purchaseRequests.id }).from(purchaseRequests)).length;
const row = async (id: number) => (await t.services.db.select().from(purchaseRequests).where(eq(purchaseRequests.id, id)))[0];
const patch = (actor: Actor | { headers: Record<string, string> }, id: number, payload: object) =>
  inject('PATCH', `/api/purchase/update/${id}/`, actor, payload);

describe('POST /api/purchase/add/: the rules of the form, each refused with its message and nothing stored', () => {
  const cases: Array<[string, Parameters<typeof form>[0], string, string]> = [
    ['full_name empty', { full_name: undefined }, 'full_name', PURCHASE_MSG.required],
    ['full_name of 2 characters', { full_name: 'Ай' }, 'full_name', PURCHASE_MSG.nameMin],
    ['url missing', { url: undefined }, 'url', PURCHASE_MSG.required],
    ['name_of_purchase missing', { name_of_purchase: undefined }, 'name_of_purchase', PURCHASE_MSG.required],
    ['description missing', { description: undefined }, 'description', PURCHASE_MSG.required],
    ['email missing', { email: undefined }, 'email', PURCHASE_MSG.required],
    ['email with a 5-letter domain ending', { email: 'a@shop.abcde' }, 'email', PURCHASE_MSG.emailInvalid],
    ['email without a domain', { email: 'aigul@' }, 'email', PURCHASE_MSG.emailInvalid],
    ['count missing', { count: undefined }, 'count', PURCHASE_MSG.required],
    ['count 0', { count: '0' }, 'count', PURCHASE_MSG.countMin],
    ['telegram of 16 characters', { telegram: '@abcdefghijklmnop' }, 'telegram', PURCHASE_MSG.telegramInvalid],
    ['telegram with a dash', { telegram: 'ai-gul' }, 'telegram', PURCHASE_MSG.telegramInvalid],
    ['WhatsApp missing', { phone_number: undefined }, 'phone_number', PURCHASE_MSG.required],
    ['WhatsApp without +', { phone_number: '996555123456' }, 'phone_number', PURCHASE_MSG.phoneInvalid],
    ['WhatsApp of 15 digits', { phone_number: '+123456789012345' }, 'phone_number', PURCHASE_MSG.phoneInvalid],
    ['first screenshot missing', { purchase_image: undefined }, 'purchase_image', PURCHASE_MSG.required],
    [
      'only the second screenshot',
      { purchase_image: undefined, purchase_image_2: PICTURE },
      'purchase_image',
      PURCHASE_MSG.required,
    ],
  ];
  it.each(cases)('%s', async (_name, fields, field, message) => {
    const res = await submit(a.customerA, fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await stored()).toBe(0);
  });

  it('refuses a file that is not a picture, and one over the size limit, storing nothing', async () => {
    const svg = await submit(a.customerA, { purchase_image: { filename: 'x.png', contentType: 'image/png', data: svgImage() } });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().purchase_image).toEqual([MSG.fileNotImage]);
    const big = Buffer.concat([png, Buffer.alloc(t.config.maxUploadBytes)]);
    const large = await submit(a.customerA, { purchase_image_2: { filename: 'big.png', contentType: 'image/png', data: big } });
    expect(large.statusCode).toBe(413);
    expect(await stored()).toBe(0);
    expect(await t.services.db.select().from(files).where(eq(files.isPublic, false))).toEqual([]);
  });

  it("accepts a visitor's request with a telegram without @ and keeps the WhatsApp number in E.164", async () => {
    const res = await created(a.anonymous, { telegram: 'aigul_kg', purchase_image_2: PICTURE });
    const saved = await row(res.id);
    expect(saved).toMatchObject({ userId: null, state: 'new', phoneNumber: '+996555123456', telegram: 'aigul_kg', count: 2 });
    expect(saved?.image2FileId).not.toBeNull();
    // The screenshots are private: a signed link, never /media.
    expect(res.purchase_image).toMatch(/^\/api\/files\/\d+\/\?exp=/);
  });
});

describe('the anonymous rate limit', () => {
  it('refuses a visitor over the limit per email (429), from any address; a signed-in customer is not counted', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < PURCHASE_SUBMITS.perEmail; i++) expect((await submit(a.anonymous, { email })).statusCode).toBe(201);
    const before = await stored();
    const refused = await submit(a.anonymous, { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toContain(MSG.tooManyAttempts.slice(0, -1));
    expect(await stored()).toBe(before);
    expect((await submit(a.customerA, { email })).statusCode).toBe(201);
  });

  it('refuses a visitor over the limit per address, whatever the emails', async () => {
    const ip = newIp();
    for (let i = 0; i < PURCHASE_SUBMITS.perAddress; i++) expect((await submit(a.anonymous, {}, ip)).statusCode).toBe(201);
    expect((await submit(a.anonymous, {}, ip)).statusCode).toBe(429);
    expect((await submit(a.anonymous, {}, newIp())).statusCode).toBe(201);
  });
});

describe('reading', () => {
  it('gives a customer only their own requests; a stranger gets 404 for one by id; anonymous 401', async () => {
    const mine = await created(a.customerA);
    const list = await inject('GET', '/api/purchase/my_purchases/', a.customerA);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.every((p: { user: number }) => p.user === a.customerA.user.id)).toBe(true);
    expect((await inject('GET', '/api/purchase/my_purchases/', a.customerB)).json().results).toEqual([]);
    expect((await inject('GET', `/api/purchase/get/${mine.id}/`, a.customerB)).statusCode).toBe(404);
    expect((await inject('GET', `/api/purchase/get/${mine.id}/`, a.anonymous)).statusCode).toBe(401);
    expect((await inject('GET', '/api/purchase/list/', a.customerA)).statusCode).toBe(403);
    const details = await inject('GET', `/api/purchase/get/${mine.id}/`, a.customerA);
    expect(details.json()).toMatchObject({ state: 'new', status_request: false, is_paid: false, price: null });
    expect(details.json().history).toHaveLength(1);
  });

  it('filters the admin list by state, paid, name and price', async () => {
    const one = await created(a.customerA, { name_of_purchase: 'Фильтр-товар уникальный' });
    expect((await patch(a.admin, one.id, { state: 'quoted', goods_price: 100, delivery_price: 20 })).statusCode).toBe(200);
    const list = (query: string) => inject('GET', `/api/purchase/list/?${query}`, a.admin).then((res) => res.json());
    expect((await list('name=фильтр-товар')).results.map((p: { id: number }) => p.id)).toEqual([one.id]);
    expect((await list('state=quoted&price_min=130&price_max=130')).results.map((p: { id: number }) => p.id)).toEqual([one.id]);
    expect((await list('paid=true&name=фильтр')).count).toBe(0);
    expect((await inject('GET', '/api/purchase/list/?state=nonsense', a.admin)).statusCode).toBe(400);
  });
});

describe('the lifecycle: only admins, only along the arrows', () => {
  it('quotes, is paid, purchased and received; each move is in the history with who, and the owner is told in the app and by mail', async () => {
    const request = await created(a.customerA);
    const parcel = await makeParcel(t, a.admin, a.customerA, { track_number: uniqueTrack() });

    await expectRefusedAndUnchanged(
      () => row(request.id),
      () => patch(a.customerA, request.id, { state: 'quoted', goods_price: 100 }),
      403,
    );
    await expectRefusedAndUnchanged(
      () => row(request.id),
      () => patch(a.customerB, request.id, { state: 'quoted' }),
      404,
    );
    await expectRefusedAndUnchanged(
      () => row(request.id),
      () => patch(a.admin, request.id, { state: 'purchased', order_number: 'A-1' }),
      409,
      { detail: PURCHASE_MSG.transitionRefused(PURCHASE_STATE_NAMES.new, PURCHASE_STATE_NAMES.purchased) },
    );
    expect((await patch(a.admin, request.id, { state: 'quoted' })).json().goods_price).toEqual([PURCHASE_MSG.priceRequired]);

    const quoted = await patch(a.admin, request.id, { state: 'quoted', goods_price: '100.50', delivery_price: 15 });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ state: 'quoted', goods_price: 100.5, fee: 10.05, delivery_price: 15, price: 125.55 });
    expect(await lastMailTo(t, a.customerA.email)).toContain('$125.55');
    const told = await t.services.db.select().from(notifications).where(eq(notifications.userId, a.customerA.user.id));
    expect(told.map((n) => n.title)).toContain('Заявка на выкуп «Кроссовки Nike»: цена назначена');

    // The customer's payment confirmation: only that, only the owner, the state stays quoted.
    const proof = multipart({ payment_confirmation: picture() });
    const pay = (actor: Actor) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/purchase/update/${request.id}/`,
        headers: { ...actor.headers, ...proof.headers },
        payload: proof.payload,
      });
    await expectRefusedAndUnchanged(
      () => row(request.id),
      () => pay(a.customerB),
      404,
    );
    const paidProof = await pay(a.customerA);
    expect(paidProof.statusCode, paidProof.body).toBe(200);
    expect(paidProof.json()).toMatchObject({ state: 'quoted', is_paid: false });
    expect(paidProof.json().payment_confirmation).toMatch(/^\/api\/files\//);

    expect((await patch(a.admin, request.id, { state: 'paid' })).json()).toMatchObject({ state: 'paid', is_paid: true });
    expect((await patch(a.admin, request.id, { state: 'purchased' })).json().order_number).toEqual([
      PURCHASE_MSG.orderNumberRequired,
    ]);
    const purchased = await patch(a.admin, request.id, { state: 'purchased', order_number: '112-33' });
    expect(purchased.json()).toMatchObject({ state: 'purchased', status_request: true, is_paid: true });
    await expectRefusedAndUnchanged(
      () => row(request.id),
      () => patch(a.admin, request.id, { state: 'cancelled', cancel_reason: 'Поздно' }),
      409,
    );
    expect((await patch(a.admin, request.id, { state: 'received', parcel_track_number: 'NOPE-1' })).statusCode).toBe(400);
    const received = await patch(a.admin, request.id, { state: 'received', parcel_track_number: parcel.track_number });
    expect(received.json()).toMatchObject({ state: 'received', parcel: { id: parcel.id } });

    const history = (await inject('GET', `/api/purchase/get/${request.id}/`, a.admin)).json().history;
    expect(history.map((event: { state: string }) => event.state)).toEqual([
      'new',
      'quoted',
      'quoted',
      'paid',
      'purchased',
      'received',
    ]);
    expect(history[3].changed_by).toMatchObject({ id: a.admin.user.id });
    // The customer sees that Kerben did it, not which operator.
    const own = (await inject('GET', `/api/purchase/get/${request.id}/`, a.customerA)).json().history;
    expect(own[3]).toMatchObject({ changed_by: null, by_customer: false });
    expect(await t.services.db.select().from(purchaseEvents).where(eq(purchaseEvents.purchaseId, request.id))).toHaveLength(6);
  });

  it('cancels with a reason before purchase; a payment confirmation of a request not quoted is refused (409)', async () => {
    const request = await created(a.customerA);
    const proof = multipart({ payment_confirmation: picture() });
    const upload = await t.app.inject({
      method: 'PATCH',
      url: `/api/purchase/update/${request.id}/`,
      headers: { ...a.customerA.headers, ...proof.headers },
      payload: proof.payload,
    });
    expect(upload.statusCode).toBe(409);
    expect((await patch(a.admin, request.id, { state: 'cancelled' })).json().cancel_reason).toEqual([
      PURCHASE_MSG.reasonRequired,
    ]);
    const cancelled = await patch(a.admin, request.id, { state: 'cancelled', cancel_reason: 'Товар закончился' });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', cancel_reason: 'Товар закончился' });
    expect(await lastMailTo(t, a.customerA.email)).toContain('Товар закончился');
    await expectRefusedAndUnchanged(
      () => row(request.id),
      () => patch(a.admin, request.id, { state: 'quoted', goods_price: 5 }),
      409,
    );
  });
});

describe('comments', () => {
  it('tells the customer a comment; the same quote sent again with it is no new quote', async () => {
    const request = await created(a.customerA);
    await patch(a.admin, request.id, { state: 'quoted', goods_price: 50, delivery_price: 5 });
    const res = await patch(a.admin, request.id, { goods_price: 50, delivery_price: 5, comment: 'Есть только синие' });
    expect(res.json()).toMatchObject({ state: 'quoted', price: 60, comment: 'Есть только синие' });
    const history = (await inject('GET', `/api/purchase/get/${request.id}/`, a.customerA)).json().history;
    expect(history.at(-1).note).toBe('Комментарий: Есть только синие');
    expect(await lastMailTo(t, a.customerA.email)).toContain('Есть только синие');
  });
});

describe('DELETE /api/purchase/delete/{id}/', () => {
  it('lets the owner withdraw a new request, not a quoted one; a stranger gets 404; admins delete any', async () => {
    const fresh = await created(a.customerA);
    await expectRefusedAndUnchanged(
      () => row(fresh.id),
      () => inject('DELETE', `/api/purchase/delete/${fresh.id}/`, a.customerB),
      404,
    );
    expect((await inject('DELETE', `/api/purchase/delete/${fresh.id}/`, a.customerA)).statusCode).toBe(204);
    expect(await row(fresh.id)).toBeUndefined();

    const quoted = await created(a.customerA);
    await patch(a.admin, quoted.id, { goods_price: 10 });
    await expectRefusedAndUnchanged(
      () => row(quoted.id),
      () => inject('DELETE', `/api/purchase/delete/${quoted.id}/`, a.customerA),
      409,
      { detail: PURCHASE_MSG.deleteOnlyNew },
    );
    expect((await inject('DELETE', `/api/purchase/delete/${quoted.id}/`, a.admin)).statusCode).toBe(204);
  });
});

describe("a visitor's request and their new account", () => {
  it('becomes the account’s when an account with the same email is activated, and counts on the dashboard while new', async () => {
    const email = uniqueEmail('visitor');
    const request = await created(a.anonymous, { email: email.toUpperCase() });
    const pending = await inject('GET', '/api/statics/admin_panel/pending/', a.admin);
    expect(pending.json().purchase_requests_new).toBeGreaterThan(0);

    const account = await registerAndActivate(t, { email });
    expect((await row(request.id))?.userId).toBe(account.id);
    const [image] = await t.services.db
      .select()
      .from(files)
      .where(eq(files.id, (await row(request.id))?.imageFileId ?? 0));
    expect(image?.ownerId).toBe(account.id);
  });
});
