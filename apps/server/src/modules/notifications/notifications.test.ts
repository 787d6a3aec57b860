import { MSG, NOTIFICATION_MSG, PARCEL_MSG, PARCEL_STATUS } from '@kerben/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pngPart } from '../../../test/fixtures/catalog';
import { makeParcel } from '../../../test/fixtures/parcels';
import { type Actor, expectRefusedAndUnchanged, makeCustomer, multipart, useTestApp } from '../../../test/helpers';
import { mailOutbox, notifications } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true, env: { PUBLIC_URL: 'https://kerben.kg' } });

const counter = async (actor: Actor) =>
  (await inject('GET', '/api/notifications/counter/', actor)).json().total_not_checked_notifications;
const mine = async (actor: Actor, query = '') =>
  (await inject('GET', `/api/notifications/my_notification/${query}`, actor)).json();

async function broadcast(title: string, extra: Record<string, unknown> = {}) {
  const res = await inject('POST', '/api/notifications/create_notification/', a.admin, { title, description: 'Текст', ...extra });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
}

describe('who may call what', () => {
  it('refuses an anonymous caller on every route (401) and a customer on the admin routes (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications/my_notification/'],
      ['GET', '/api/notifications/counter/'],
      ['PUT', '/api/notifications/check/1/'],
      ['PUT', '/api/notifications/check_all/'],
      ['GET', '/api/notifications/list/'],
      ['POST', '/api/notifications/create_notification/'],
      ['PATCH', '/api/notifications/update_notification/1/'],
      ['DELETE', '/api/notifications/delete_notification/1/'],
    ] as const) {
      expect((await inject(method, url, a.anonymous)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url] of [
      ['GET', '/api/notifications/list/'],
      ['POST', '/api/notifications/create_notification/'],
      ['PATCH', '/api/notifications/update_notification/1/'],
      ['DELETE', '/api/notifications/delete_notification/1/'],
    ] as const) {
      expect((await inject(method, url, a.customerA, { title: 'x' })).json(), `${method} ${url}`).toEqual({
        detail: MSG.forbidden,
      });
    }
  });
});

describe('broadcasts', () => {
  it('needs a title', async () => {
    const res = await inject('POST', '/api/notifications/create_notification/', a.admin, { description: 'без заголовка' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: [NOTIFICATION_MSG.titleRequired] });
  });

  it('is seen by every customer, including one who registers later, with the answer shape of the existing client', async () => {
    const sent = await broadcast('Скидка на доставку');
    const newcomer = await makeCustomer(t);
    const list = await mine(newcomer);
    expect(list.all_notifications[0]).toEqual({
      id: sent.id,
      user: newcomer.user.id,
      status: false,
      notification: {
        id: sent.id,
        title: 'Скидка на доставку',
        description: 'Текст',
        icon: null,
        created_at: expect.any(String),
      },
    });
    expect(list.not_checked_notifications.map((n: { id: number }) => n.id)).toContain(sent.id);
    expect(list.total_not_checked_notifications).toBe(list.total_notifications);
    expect(await inject('GET', '/api/notifications/counter/', newcomer).then((r) => r.json())).toEqual({
      total_not_checked_notifications: list.total_notifications,
    });
  });

  it('keeps read state per person: A reading one does not read it for B', async () => {
    const sent = await broadcast('Новый склад');
    const [readerA, readerB] = [await makeCustomer(t), await makeCustomer(t)];
    const before = await counter(readerB);
    const checked = await inject('PUT', `/api/notifications/check/${sent.id}/`, readerA);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().total_not_checked_notifications).toBe(before - 1);
    expect(await counter(readerB)).toBe(before);
    expect((await mine(readerA)).all_notifications.find((n: { id: number }) => n.id === sent.id).status).toBe(true);
  });

  it('pages both lists with page and page_size while the totals count everything; check_all reads them all', async () => {
    const reader = await makeCustomer(t);
    await broadcast('Первое');
    await broadcast('Второе');
    await broadcast('Третье');
    const page = await mine(reader, '?page_size=2');
    expect(page.all_notifications).toHaveLength(2);
    expect(page.not_checked_notifications).toHaveLength(2);
    expect(page.all_notifications[0].notification.title).toBe('Третье');
    expect(page.total_notifications).toBeGreaterThanOrEqual(3);
    expect((await mine(reader, '?page_size=2&page=2')).all_notifications[0].notification.title).toBe('Первое');
    expect((await inject('PUT', '/api/notifications/check_all/', reader)).json()).toEqual({ total_not_checked_notifications: 0 });
    expect(await counter(reader)).toBe(0);
    expect((await mine(reader)).not_checked_notifications).toEqual([]);
  });

  it('are listed for admins with absolute icon URLs, and can be changed and deleted', async () => {
    const form = multipart({ title: 'С картинкой', description: 'Описание', icon: await pngPart('icon.png') });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/create_notification/',
      headers: { ...a.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const listed = (await inject('GET', '/api/notifications/list/', a.admin)).json().find((n: { id: number }) => n.id === id);
    expect(listed.icon).toMatch(/^https:\/\/kerben\.kg\/media\/public\/.+\.png$/);
    // The customer's list answers the icon as a /media path.
    expect((await mine(a.customerA)).all_notifications.find((n: { id: number }) => n.id === id).notification.icon).toMatch(
      /^\/media\//,
    );
    const changed = await inject('PATCH', `/api/notifications/update_notification/${id}/`, a.admin, {
      title: 'Новый заголовок',
      icon: null,
    });
    expect(changed.json()).toMatchObject({ title: 'Новый заголовок', description: 'Описание', icon: null });
    expect((await inject('DELETE', `/api/notifications/delete_notification/${id}/`, a.admin)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/notifications/delete_notification/${id}/`, a.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/notifications/list/: kept as sent until a broadcast changes', () => {
  const titles = async () =>
    (await inject('GET', '/api/notifications/list/', a.admin)).json<Array<{ id: number; title: string }>>().map((n) => n.title);

  it('answers again without reading, and never the old list once a change through the API is answered', async () => {
    const kept = await broadcast('Кэш: первая');
    const reads = vi.spyOn(t.services.notifications, 'listBroadcasts');
    try {
      // On PostgreSQL the NOTIFY of the write above arrives when it arrives and empties the cache: hence the retry.
      await expect
        .poll(async () => {
          const first = await inject('GET', '/api/notifications/list/', a.admin);
          const readsBefore = reads.mock.calls.length;
          const again = await inject('GET', '/api/notifications/list/', a.admin);
          expect(again.body).toBe(first.body);
          expect(again.headers['content-type']).toBe(first.headers['content-type']);
          return reads.mock.calls.length - readsBefore;
        })
        .toBe(0);
      // The cache sits behind the route's guard and the service's: a customer still gets 403.
      expect((await inject('GET', '/api/notifications/list/', a.customerA)).statusCode).toBe(403);

      // Each change answered through the API shows in the very next list (no waiting).
      const created = await broadcast('Кэш: вторая');
      expect(await titles()).toContain('Кэш: вторая');
      await inject('PATCH', `/api/notifications/update_notification/${kept.id}/`, a.admin, { title: 'Кэш: изменена' });
      expect(await titles()).toEqual(expect.arrayContaining(['Кэш: изменена', 'Кэш: вторая']));
      expect(await titles()).not.toContain('Кэш: первая');
      expect((await inject('DELETE', `/api/notifications/delete_notification/${created.id}/`, a.admin)).statusCode).toBe(204);
      expect(await titles()).not.toContain('Кэш: вторая');
    } finally {
      reads.mockRestore();
    }
  });

  it("is emptied by a broadcast's change made behind the service's back (another process), not by a customer's event", async () => {
    let heard = 0;
    const stop = await t.database.listen('broadcasts_changed', () => heard++);
    try {
      const kept = await broadcast('Кэш: в базе');
      await vi.waitFor(() => expect(heard).toBeGreaterThan(0));
      // A broadcast's creation may be heard more than once (its row, then what follows it in a
      // transaction of its own): quiet for a moment before counting again.
      let before = -1;
      await vi.waitFor(
        () => {
          const settled = heard === before;
          before = heard;
          expect(settled).toBe(true);
        },
        { interval: 300, timeout: 5_000 },
      );
      heard = 0;
      expect(await titles()).toContain('Кэш: в базе');
      // An event for one customer, then a broadcast's change, each committed: notifications come in
      // commit order, so when the second is heard the first would have been.
      const owner = await makeCustomer(t);
      await makeParcel(t, a.admin, owner);
      expect(heard).toBe(0);
      await t.services.db.update(notifications).set({ title: 'Кэш: переименована' }).where(eq(notifications.id, kept.id));
      await vi.waitFor(() => expect(heard).toBeGreaterThan(0));
      expect(heard).toBe(1);
      await expect.poll(titles).toContain('Кэш: переименована');
      await t.services.db.execute(sql`delete from notifications where id = ${kept.id}`);
      await expect.poll(titles).not.toContain('Кэш: переименована');
    } finally {
      await stop();
    }
  });
});

describe('parcel events', () => {
  const eventsOf = (actor: Actor) =>
    t.services.db.select().from(notifications).where(eq(notifications.userId, actor.user.id)).orderBy(notifications.id);
  const mailsTo = (actor: Actor) =>
    t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, actor.email)).orderBy(desc(mailOutbox.id));

  it('tells the owner of a new parcel in the app and by mail, naming the parcel, its track number and status, with a link', async () => {
    const owner = await makeCustomer(t);
    const before = await counter(owner);
    const parcel = await makeParcel(t, a.admin, owner, { name: 'Кроссовки', track_number: '1Z-777' });
    expect(await counter(owner)).toBe(before + 1);
    const [event] = await eventsOf(owner);
    expect(event).toMatchObject({ parcelId: parcel.id, title: 'Посылка «Кроссовки» на складе' });
    expect(event?.description).toContain('1Z-777');
    const [mail] = await mailsTo(owner);
    expect(mail?.subject).toBe('Kerben: Посылка «Кроссовки» на складе');
    expect(mail?.text).toContain('«Получен, готов к отправке»');
    expect(mail?.text).toContain('https://kerben.kg/user');
  });

  it('tells the owner once per actual status change, in a single edit and in a bulk change, and never for a save without one', async () => {
    const owner = await makeCustomer(t);
    const first = await makeParcel(t, a.admin, owner, { name: 'Первая' });
    const second = await makeParcel(t, a.admin, owner, { name: 'Вторая', status: PARCEL_STATUS.inTransit });
    const afterCreate = await counter(owner);

    await inject('PATCH', `/api/warehouses/product/update/${first.id}/`, a.admin, {
      comments: 'без смены статуса',
      status: PARCEL_STATUS.received,
    });
    expect(await counter(owner)).toBe(afterCreate);

    await inject('PATCH', `/api/warehouses/product/update/${first.id}/`, a.admin, { status: PARCEL_STATUS.inTransit });
    expect(await counter(owner)).toBe(afterCreate + 1);
    expect((await mailsTo(owner))[0]?.subject).toBe('Kerben: Посылка «Первая»: Ваша посылка в пути');

    // Both go to the pickup point: two changes, two notifications; the same status again: none.
    await inject('PATCH', '/api/warehouses/product/update/', a.admin, {
      ids: [first.id, second.id],
      status: PARCEL_STATUS.atPickupPoint,
    });
    expect(await counter(owner)).toBe(afterCreate + 3);
    await inject('PATCH', '/api/warehouses/product/update/', a.admin, {
      ids: [first.id, second.id],
      status: PARCEL_STATUS.atPickupPoint,
    });
    expect(await counter(owner)).toBe(afterCreate + 3);
    expect(await mailsTo(owner)).toHaveLength(5);
  });

  it('leaves no notification and no mail behind when the change is refused', async () => {
    const owner = await makeCustomer(t);
    const parcel = await makeParcel(t, a.admin, owner);
    const state = async () => [await eventsOf(owner), (await mailsTo(owner)).length];
    await expectRefusedAndUnchanged(
      state,
      () =>
        inject('PATCH', '/api/warehouses/product/update/', a.admin, {
          ids: [parcel.id, 999_998],
          status: PARCEL_STATUS.delivered,
        }),
      400,
      { ids: [PARCEL_MSG.idsMissing([999_998])] },
    );
  });

  it("keeps someone else's event a 404 for check/{id}, and unread for its owner", async () => {
    const owner = await makeCustomer(t);
    await makeParcel(t, a.admin, owner);
    const [event] = await eventsOf(owner);
    const res = await inject('PUT', `/api/notifications/check/${event?.id}/`, a.customerB);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: NOTIFICATION_MSG.notFound });
    expect((await mine(owner)).all_notifications.find((n: { id: number }) => n.id === event?.id).status).toBe(false);
    // Nor does B see it in their own list.
    expect((await mine(a.customerB)).all_notifications.some((n: { id: number }) => n.id === event?.id)).toBe(false);
  });

  it('counts unread with one indexed query whatever the number of broadcasts', async () => {
    const plan = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (await tx.execute(
        sql`explain select count(*) filter (where r.user_id is null) from notifications n left join notification_reads r on r.notification_id = n.id and r.user_id = 1 where n.user_id is null or n.user_id = 1`,
      )) as unknown as { rows: Array<Record<string, string>> };
      return rows.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/notifications_(user_created|broadcast_created)_idx/);
    // With table scans priced out, one would still show if no index could serve a part.
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
