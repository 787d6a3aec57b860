/**
 * Notifications (issue 11): the admin sends a broadcast with a picture and the customer's bell goes
 * up; the customer opens it and the bell goes down; the admin changes the status of the customer's
 * parcel and the customer's bell goes up again without a reload, while the test SMTP server
 * receives the mail about it.
 *
 * Broadcasts go to every customer, so this test's customer also counts the broadcasts other tests
 * send meanwhile (any number, at any moment, from another worker). The bell is therefore checked as
 * "this customer's own unread notifications plus the broadcasts of other tests", the latter read
 * from the admin's list before and after each step.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page, Request } from '@playwright/test';
import { atPath, expect, headerAction, login, test } from '../fixtures';

/** A real PNG of `width` x `height` (diagonal stripes), so the server's re-encoding has pixels to keep. */
function stripedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const row = width * 3 + 1; // each row starts with filter type 0
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const stripe = Math.floor((x + y) / 8) % 2 === 0;
      pixels.set(stripe ? [0x1c, 0x7e, 0xd6] : [0xff, 0xc1, 0x07], y * row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Not square, so the size the browser decodes shows it is this picture.
const PICTURE = { width: 96, height: 64 };

/** The header bell of the customer area; its name says how many are unread. */
function bell(page: Page) {
  return page.getByRole('link', { name: /^(Непрочитанных уведомлений|Список уведомлений)/ }).filter({ visible: true });
}

/** The number the bell's name gives (0 for 'нет'), or null while the count is not known yet. */
async function bellCount(page: Page): Promise<number | null> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  if (name === 'Непрочитанных уведомлений нет') return 0;
  const match = /^Непрочитанных уведомлений: (\d+)$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The picture has been loaded and decoded at the size of the uploaded one. */
async function expectPicture(image: Locator, what: string) {
  await expect(image, what).toBeVisible();
  await expect
    .poll(
      () =>
        image.evaluate((element: HTMLImageElement) =>
          element.complete ? { width: element.naturalWidth, height: element.naturalHeight } : 'loading',
        ),
      { message: `${what}: the uploaded ${PICTURE.width}x${PICTURE.height} picture` },
    )
    .toEqual(PICTURE);
}

/**
 * What a person does on coming back to a window they left open: it comes to the front and gets
 * the focus. Bringing a page to the front does not fire `focus` in headless Chromium (Playwright
 * keeps every page "focused" and visible), so the event the browser fires when a window regains
 * focus is dispatched on the window. Nothing is reloaded or navigated.
 */
async function comeBackTo(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

test('notifications: a broadcast with a picture and a status change reach the customer without a reload, the status change also by mail', async ({
  page,
  admin,
  newPage,
  registerViaApi,
  apiLogin,
  outbox,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const title = `Скидка на доставку ${suffix}`;
  const description = `До конца месяца доставка из Чикаго дешевле на 10 %. Код акции ${suffix}.`;
  const parcelName = `Кроссовки ${suffix}`;
  const track = `E2E-${suffix.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
  const newStatus = 'Ваша посылка в пути';
  const customer = await registerViaApi({ firstName: 'Нурлан' });
  const { access } = await apiLogin(admin.email, admin.password);

  const asAdmin = async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseURL}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  };
  /** Broadcasts of other tests: every customer has them, unread, on top of their own notifications. */
  const otherBroadcasts = async () =>
    (await asAdmin<{ title: string }[]>('GET', '/api/notifications/list/')).filter((item) => !item.title.includes(suffix)).length;

  /**
   * Runs `action` (which makes the customer's page ask the server for the unread count, or
   * change it) and checks the answer the page got, then the bell: both must be this customer's
   * `own` unread notifications plus the other tests' broadcasts, counted before the action and
   * again afterwards (other tests may add some meanwhile).
   */
  const expectBellAfter = async (
    who: Page,
    own: number,
    request: (request: Request) => boolean,
    action: () => Promise<void>,
    what: string,
  ) => {
    const before = await otherBroadcasts();
    const sent = who.waitForRequest(request);
    await action();
    const response = await (await sent).response();
    expect(response?.ok(), `${what}: the answer to ${response?.url()}`).toBe(true);
    const answered = ((await response?.json()) as { total_not_checked_notifications: number }).total_not_checked_notifications;
    const after = await otherBroadcasts();
    const others = `${what}: the server's unread count ${answered} less this test's ${own} is the other tests' broadcasts (${before} before, ${after} after)`;
    expect(answered - own, others).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(answered - own, others).toBeLessThanOrEqual(Math.max(before, after));
    await expect
      .poll(
        async () => {
          const shown = await bellCount(who);
          const now = await otherBroadcasts();
          const fits = shown !== null && shown - own >= Math.min(before, now) && shown - own <= Math.max(before, now);
          return fits ? 'ok' : { shown, own, otherBroadcasts: { before, now } };
        },
        { message: `${what}: the bell shows ${own} of this test's notifications plus the other tests' broadcasts` },
      )
      .toBe('ok');
    // The red badge says the same number as the bell's name.
    const shown = await bellCount(who);
    await expect(
      who
        .locator('.mantine-Indicator-root')
        .filter({ has: bell(who) })
        .locator('.mantine-Indicator-indicator'),
      `${what}: the badge on the bell`,
    ).toHaveText(String(shown));
  };
  const counterRequest = (request: Request) => new URL(request.url()).pathname === '/api/notifications/counter/';

  const parcel = await test.step('a parcel of the customer is received at the Chicago warehouse', async () => {
    // That already tells the customer (in the app and by mail): one unread notification of their own.
    const created = await asAdmin<{ id: number; status: { name: string } }>('POST', '/api/warehouses/product/create/', {
      name: parcelName,
      unique_id_user: customer.uniqueId,
      warehouse: 14,
      track_number: track,
      weight: 1.2,
    });
    expect(created.status.name).toBe('Получен, готов к отправке');
    return created;
  });

  // Both are signed in at the same time, each in their own browser window.
  const client = await newPage();
  await test.step('the customer and the admin sign in', async () => {
    await Promise.all([
      login(client, customer.email, customer.password),
      login(page, admin.email, admin.password, { next: '/admin/notifications' }),
    ]);
    await expect(client).toHaveURL(atPath('/user'));
    await expect(page).toHaveURL(atPath('/admin/notifications'));
    // Survives navigation inside the app, not a reload: checked at the end.
    await client.evaluate(() => {
      (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
    });
    // Once the page's own first count has arrived, a focus makes a request of its own (a refetch
    // asked for while one is under way joins that one instead).
    await expect.poll(() => bellCount(client), { message: 'the bell has its first count' }).not.toBeNull();
    await expectBellAfter(client, 1, counterRequest, () => comeBackTo(client), 'signed in, with the parcel received');
  });

  await test.step('the admin sends a broadcast with a picture', async () => {
    await page.bringToFront();
    await headerAction(page, 'Создать уведомление').click();
    const create = page.getByRole('dialog', { name: 'Создать уведомление' });
    await expect(create.getByText('Уведомление сразу увидят все клиенты, и те, кто зарегистрируется позже.')).toBeVisible();
    await create.getByLabel('Заголовок').fill(title);
    await create.getByLabel('Описание').fill(description);
    await create
      .getByLabel('Изображение')
      .setInputFiles({ name: 'sale.png', mimeType: 'image/png', buffer: stripedPng(PICTURE.width, PICTURE.height) });
    await expect(create.getByRole('img', { name: 'Предпросмотр: sale.png' })).toBeVisible();
    await create.getByRole('button', { name: 'Создать уведомление', exact: true }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText(`Уведомление «${title}» отправлено клиентам`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(description)).toBeVisible();
    await expectPicture(row.getByRole('img', { name: `Изображение к уведомлению «${title}»` }), 'the picture in the admin list');
  });

  const item = client.getByRole('listitem').filter({ hasText: title });
  await test.step("the customer's bell goes up; the bell leads to the broadcast", async () => {
    // The customer comes back to their window (no reload): the bell goes up by the broadcast.
    await expectBellAfter(client, 2, counterRequest, () => comeBackTo(client), 'after the broadcast');
    // The bell is a link inside the app; the broadcast is there, unread, with its picture.
    await bell(client).click();
    await expect(client).toHaveURL(atPath('/user/notifications'));
    await expect(item.getByText('Новое:'), 'the broadcast is marked unread').toHaveCount(1);
    await expectPicture(item.getByRole('img', { name: `Изображение к уведомлению «${title}»` }), 'the picture in the list');
  });

  await test.step('the customer opens the broadcast: it shows in full and the bell goes down', async () => {
    const opened = client.getByRole('dialog', { name: title });
    await expectBellAfter(
      client,
      1,
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/notifications/check/'),
      () => item.getByRole('button').click(),
      'after opening the broadcast',
    );
    await expect(opened.getByText(description)).toBeVisible();
    await expectPicture(
      opened.getByRole('img', { name: `Изображение к уведомлению «${title}»` }),
      'the picture in the opened broadcast',
    );
    await opened.getByRole('button', { name: 'Закрыть', exact: true }).last().click();
    await expect(opened).toBeHidden();
    await expect(item.getByText('Новое:'), 'the broadcast is read now').toHaveCount(0);
  });

  const changedAt = await test.step('the admin finds the parcel by its track number and changes its status', async () => {
    await page.bringToFront();
    await page.getByRole('link', { name: 'Склады', exact: true }).filter({ visible: true }).first().click();
    await page.getByRole('link', { name: 'Посмотреть посылки склада Чикаго', exact: true }).click();
    await expect(page).toHaveURL(atPath('/admin/warehouses/chicago'));
    const trackFilter = page.getByLabel('Трек-номер', { exact: true });
    await trackFilter.fill(track);
    await trackFilter.press('Enter');
    await expect(page).toHaveURL(atPath('/admin/warehouses/chicago', { track }));
    await page.getByRole('button', { name: `Подробнее о посылке ${parcelName} (№${parcel.id})`, exact: true }).click();
    const details = page.getByRole('dialog', { name: parcelName });
    await details.getByRole('button', { name: 'Редактировать', exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Редактировать: ${parcelName}` });
    await edit.getByLabel('Статус', { exact: true }).click();
    await page.getByRole('option', { name: newStatus, exact: true }).click();
    await expect(edit.getByLabel('Статус', { exact: true })).toHaveValue(newStatus);
    const saved = Date.now();
    await edit.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText(`Посылка «${parcelName}» сохранена`)).toBeVisible();
    await expect(details.getByText(newStatus).first(), 'the details show the new status').toBeVisible();
    return saved;
  });

  await test.step("the customer's bell goes up without a reload", async () => {
    // The customer's window was left as it was; coming back to it, the bell goes up by the event.
    // The counter request checked is the one the focus caused: the page was loaded well under
    // 60 s ago, so the once-a-minute refetch has not come yet.
    await expectBellAfter(client, 2, counterRequest, () => comeBackTo(client), 'after the status change');
    // The count differing from the list's, the list is fetched again: the event is there, unread.
    const event = client.getByRole('listitem').filter({ hasText: `Посылка «${parcelName}»: ${newStatus}` });
    await expect(event.getByText('Новое:'), 'the status change is in the list, unread').toHaveCount(1);
    await expect(client, 'still the notifications page').toHaveURL(atPath('/user/notifications'));
    expect(
      await client.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument),
      'the customer page was never reloaded',
    ).toBe(true);
  });

  await test.step('the SMTP server received the mail about the status change, once', async () => {
    const subject = `Kerben: Посылка «${parcelName}»: ${newStatus}`;
    const mail = await outbox.latestMail(customer.email, { since: changedAt, subject });
    expect(mail.to).toBe(customer.email);
    expect(mail.text).toContain(`Новый статус посылки «${parcelName}» (трек-номер ${track}): «${newStatus}».`);
    // PUBLIC_URL: the global setup gives the server the address it serves (the payment provider comes back to it).
    expect(mail.text, 'the link to the customer area').toContain(`${baseURL}/user`);
    // Every mail about this parcel: the one when it was received and the one about the new status.
    await expect
      .poll(() =>
        outbox
          .mails()
          .filter((sent) => sent.to === customer.email && sent.subject.includes(parcelName))
          .map((sent) => sent.subject),
      )
      .toEqual([`Kerben: Посылка «${parcelName}» на складе`, subject]);
  });
});
