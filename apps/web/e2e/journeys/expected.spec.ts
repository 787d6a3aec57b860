/**
 * Expected parcels: a customer announces a parcel on its way; an operator at the Chicago warehouse
 * receives it with a scan (the keyboard only, as a keyboard-wedge scanner types the number and
 * presses Enter), and the customer is told and sees it received. When two clients announce one
 * number (anyone can type anyone's), the scan asks whose code is on the label, the list marks the
 * conflict, and the parcel photo reaches its owner through a signed link. Last, the conflict at
 * 1440 and 360 px, saved as screenshots to look at.
 */
import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import {
  api,
  atPath,
  type Customer,
  expect,
  headerAction,
  login,
  type ServerInfo,
  shoot,
  signIn,
  TAKING_PICTURES,
  test,
} from '../fixtures';

test('expected: a customer announces a parcel, the operator receives it by scan from the keyboard, the customer is told', async ({
  page,
  admin,
  newPage,
  registerViaApi,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const track = `1Z${suffix}0366`;
  const name = `Кроссовки ${suffix}`;
  const customer = await registerViaApi({ firstName: 'Айгуль', lastName: 'Ожидающая' });

  // The customer announces the parcel on /user/my-parcels.
  await signIn(page, customer.email, customer.password);
  await page.goto('/user/my-parcels');
  await headerAction(page, 'Добавить посылку').click();
  const announce = page.getByRole('dialog', { name: 'Добавить посылку' });
  await announce.getByLabel('Курьерская служба').click();
  await page.getByRole('option', { name: 'UPS', exact: true }).click();
  await announce.getByLabel('Трек-номер').fill(track);
  const chicago = announce.getByRole('radio', { name: /США \(Чикаго\)/ });
  await expect(chicago, 'each origin names the warehouse it arrives at').toContainText('Склад: Чикаго');
  await chicago.click();
  // Where it goes: the tariff prices a route, origin and destination.
  await announce.getByLabel('Страна получения').click();
  await page.getByRole('option', { name: 'Кыргызстан', exact: true }).click();
  // What is inside: at least one item.
  await announce.getByLabel('Описание товара 1').fill('Кроссовки Nike');
  await announce.getByLabel('Цена за штуку товара 1, $').fill('89.99');
  await announce.getByLabel('Комментарий').fill('Белые, 42 размер');
  await announce.getByRole('button', { name: 'Добавить посылку', exact: true }).click();
  await expect(announce).toBeHidden();
  const announced = page.getByRole('row').filter({ hasText: track });
  await expect(announced).toContainText('Ожидается');
  await expect(announced).toContainText('Чикаго');

  // The operator, at the Chicago warehouse, scans it: F2, the number (another spelling), Enter.
  const operator = await newPage();
  await signIn(operator, admin.email, admin.password);
  await operator.goto('/admin/warehouses/chicago');
  const scanField = operator.getByLabel('Сканировать трек-номер');
  await expect(scanField).toBeVisible();
  await operator.keyboard.press('F2');
  await expect(scanField).toBeFocused();
  await operator.keyboard.type(`${track.slice(0, 6).toLowerCase()} ${track.slice(6)}`);
  await operator.keyboard.press('Enter');

  // The wizard opens filled in from the announcement, on the name.
  const wizard = operator.getByRole('dialog', { name: `Принять посылку ${track}` });
  await expect(wizard).toBeVisible();
  await expect(wizard).toContainText(`#${customer.uniqueId}`);
  await expect(wizard.getByLabel('Трек-номер')).toHaveValue(track);
  await expect(wizard.getByLabel('Курьерская служба')).toHaveValue('UPS');
  await expect(wizard.getByLabel('Склад')).toHaveValue('Чикаго');
  await expect(wizard.getByLabel('Страна отправки')).toHaveValue('США (Чикаго)');
  await expect(wizard.getByLabel('Название посылки')).toBeFocused();

  // Name, Tab, weight, then Enter through the steps: the last Enter receives it.
  await operator.keyboard.type(name);
  await operator.keyboard.press('Tab');
  await expect(wizard.getByLabel('Вес (кг)')).toBeFocused();
  await operator.keyboard.type('1.5');
  await expect(wizard.getByTestId('rule-price')).toContainText('18.00 $');
  await operator.keyboard.press('Enter');
  await expect(wizard.getByLabel('Статус', { exact: true })).toBeFocused();
  await operator.keyboard.press('Enter');
  await expect(wizard.getByLabel('Код клиента')).toHaveValue(new RegExp(`#${customer.uniqueId}`));
  await expect(wizard.getByLabel('Код клиента')).toBeFocused();
  await operator.keyboard.press('Enter');
  await expect(wizard).toBeHidden();

  // Back on the scan field, ready for the next one; the parcel is on the warehouse's list.
  await expect(scanField).toBeFocused();
  await expect(operator.getByRole('status').filter({ hasText: `Принята: «${name}»` })).toBeVisible();
  await expect(operator.getByRole('row').filter({ hasText: name })).toContainText(track);

  // Scanned again, it is already in the warehouse: said so, and its details open.
  await operator.keyboard.type(track);
  await operator.keyboard.press('Enter');
  await expect(operator.getByRole('status').filter({ hasText: 'Посылка уже на складе «Чикаго»' })).toBeVisible();
  await expect(operator.getByRole('dialog', { name })).toBeVisible();
  await operator.keyboard.press('Escape');
  await expect(scanField).toBeFocused();

  // The customer is told (the bell) and sees the parcel, and the announcement received.
  await page.goto('/user');
  await expect(page.getByRole('link', { name: /Непрочитанных уведомлений: [1-9]/ })).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true }).filter({ visible: true })).toBeVisible();
  await page.goto('/user/my-parcels');
  await expect(announced).toContainText('Получена');
  await announced.getByRole('button', { name: /Открыть посылку/ }).click();
  await expect(page.getByRole('dialog', { name })).toContainText('1.5 кг');
});

/** Announces `track` for `customer` through the API, from Chicago to Kyrgyzstan by UPS. */
async function announceViaApi(
  server: ServerInfo,
  apiLogin: (email: string, password: string) => Promise<{ access: string }>,
  customer: Customer,
  track: string,
) {
  const { access } = await apiLogin(customer.email, customer.password);
  const body = { courier_service: 3, tracking_number: track, country_of_origin: 3, country_of_destination: 8 };
  return api<{ id: number }>(server.baseURL, 'POST', '/api/my_warehouse/add/', body, access);
}

/** An image has arrived and decoded (a signed link that works), and its address is a signed link. */
async function expectSignedPicture(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/api\/files\/\d+\/\?exp=\d+&sig=/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test('expected: two clients announce one number; the scan asks whose code is on the label, the photo reaches its owner only', async ({
  page,
  admin,
  newPage,
  server,
  registerViaApi,
  apiLogin,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const track = `1Z${suffix}0733`;
  const name = `Куртка ${suffix}`;
  const owner = await registerViaApi({ firstName: 'Айгуль', lastName: 'Настоящая' });
  const squatter = await registerViaApi({ firstName: 'Бакыт', lastName: 'Чужой' });
  await announceViaApi(server, apiLogin, owner, track);
  // Someone else types the same number, in another spelling: the answer is the same as for any number.
  await announceViaApi(server, apiLogin, squatter, track.toLowerCase());

  // The operators' list marks both, and its filter finds them.
  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/user-parcels?track=${track}`);
  for (const client of [owner, squatter]) {
    await expect(page.getByRole('row').filter({ hasText: `#${client.uniqueId}` })).toContainText('Спорный номер');
  }
  const filters = page.getByRole('region', { name: 'Фильтры' });
  await filters.getByLabel('Спорный номер').click();
  await page.getByRole('option', { name: 'Спорные', exact: true }).click();
  await expect(page).toHaveURL(atPath('/admin/user-parcels', { track, conflict: 'true' }));
  for (const client of [owner, squatter])
    await expect(page.getByRole('row').filter({ hasText: `#${client.uniqueId}` })).toHaveCount(1);

  // The scan does not pick whoever announced first: it asks, listing both by their codes.
  await page.goto('/admin/warehouses/chicago');
  const scanField = page.getByLabel('Сканировать трек-номер');
  await scanField.fill(track);
  await scanField.press('Enter');
  const choice = page.getByRole('dialog', { name: 'Чья это посылка?' });
  await expect(choice).toContainText(`Трек-номер ${track} указали 2 клиента`);
  await expect(page.getByRole('status').filter({ hasText: `Номер ${track} ожидают 2 клиента` })).toBeVisible();
  await expect(choice.getByRole('button', { name: /^Принять для клиента/ })).toHaveCount(2);
  await choice.getByRole('button', { name: `Принять для клиента #${owner.uniqueId}, Айгуль Настоящая`, exact: true }).click();

  // The label's code chosen: the wizard receives that client's announcement, with a photo.
  const wizard = page.getByRole('dialog', { name: `Принять посылку ${track}` });
  await expect(wizard).toBeVisible();
  await expect(choice).toBeHidden();
  await expect(wizard).toContainText(`#${owner.uniqueId}`);
  await wizard.getByLabel('Название посылки').fill(name);
  await wizard.getByLabel('Вес (кг)').fill('2');
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();
  await wizard.getByLabel('Фото посылки').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: photo });
  await wizard.getByRole('button', { name: 'Принять на склад', exact: true }).click();
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Принята: «${name}», клиент #${owner.uniqueId}` })).toBeVisible();

  // The admin's details show the photo through a signed link.
  await scanField.fill(track);
  await scanField.press('Enter');
  const details = page.getByRole('dialog', { name });
  await expect(details).toBeVisible();
  await expectSignedPicture(details.getByRole('img', { name: `Фото посылки ${name}` }));

  // The owner sees it with its photo; the other client only their own announcement, still waiting.
  const own = await newPage();
  await login(own, owner.email, owner.password);
  await own.getByRole('button', { name, exact: true }).filter({ visible: true }).first().click();
  await expectSignedPicture(own.getByRole('dialog', { name }).getByRole('img', { name: `Фото посылки «${name}»` }));
  const other = await newPage();
  await signIn(other, squatter.email, squatter.password);
  await other.goto('/user/my-parcels');
  await expect(other.getByRole('row').filter({ hasText: track.toLowerCase() })).toContainText('Ожидается');
  await expect(other.getByText(name)).toHaveCount(0);
});

// CI walks these pages at 360 px, where a layout breaks first; the 1440 px walk is for the pictures.
for (const width of TAKING_PICTURES ? [1440, 360] : [360]) {
  test(`expected: a conflicting number at ${width} px`, async ({
    newPage,
    admin,
    server,
    registerViaApi,
    apiLogin,
  }, testInfo) => {
    const suffix = randomBytes(4).toString('hex').toUpperCase();
    const track = `1Z${suffix}0${width}`;
    const clients = [
      await registerViaApi({ firstName: 'Айгуль', lastName: 'Настоящая' }),
      await registerViaApi({ firstName: 'Бакыт', lastName: 'Чужой' }),
    ];
    for (const client of clients) await announceViaApi(server, apiLogin, client, track);
    const page = await newPage({ viewport: { width, height: width > 600 ? 900 : 740 } });
    await signIn(page, admin.email, admin.password);

    await page.goto('/admin/warehouses/chicago');
    const scanField = page.getByLabel('Сканировать трек-номер');
    await scanField.fill(track);
    await scanField.press('Enter');
    const choice = page.getByRole('dialog', { name: 'Чья это посылка?' });
    await expect(choice.getByRole('button', { name: /^Принять для клиента/ })).toHaveCount(2);
    await shoot(page, `12-scan-conflict-${width}`, testInfo, { window: true });
    await choice.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await expect(choice).toBeHidden();

    await page.goto(`/admin/user-parcels?conflict=true&track=${track}`);
    for (const client of clients) await expect(page.getByText(`#${client.uniqueId}`).filter({ visible: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shoot(page, `13-expected-conflicts-${width}`, testInfo);
  });
}
