/**
 * Shipments: a customer announces a parcel with two items and sees the duty it would pay; the
 * operator receives it with the declaration filled in, adds it to a shipment by scanning its track
 * number, sends the shipment and downloads its manifest; the customer sees the parcel in transit
 * and is told so.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { api, expect, signIn, test } from '../fixtures';

/** The header action button (the layout shows a wide and a narrow copy; one is visible). */
const headerAction = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

test('shipments: an announced parcel with its duty goes into a shipment by scan, is sent, and its owner is told', async ({
  page,
  admin,
  newPage,
  server,
  registerViaApi,
  apiLogin,
}) => {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const track = `1Z${suffix}0429`;
  const name = `Ноутбук ${suffix}`;
  const customer = await registerViaApi({ firstName: 'Айгуль', lastName: 'Отправленная' });
  const operator = await newPage();
  // Signed in meanwhile; the shipment is opened through the API, its number unique to the test.
  const [, access] = await Promise.all([
    signIn(operator, admin.email, admin.password),
    apiLogin(admin.email, admin.password).then((session) => session.access),
    signIn(page, customer.email, customer.password),
  ]);
  const shipment = await api<{ id: number; number: string }>(
    server.baseURL,
    'POST',
    '/api/shipments/',
    { number: `TK-${suffix}`, carrier: 'Turkish Cargo', warehouse: 14, country_of_destination: 8 },
    access,
  );

  await test.step('the customer announces two items and is warned of the duty', async () => {
    await page.goto('/user/my-parcels');
    await headerAction(page, 'Добавить посылку').click();
    const announce = page.getByRole('dialog', { name: 'Добавить посылку' });
    await announce.getByLabel('Курьерская служба').click();
    await page.getByRole('option', { name: 'UPS', exact: true }).click();
    await announce.getByLabel('Трек-номер').fill(track);
    await announce.getByRole('radio', { name: /США \(Чикаго\)/ }).click();
    await announce.getByLabel('Страна получения').click();
    await page.getByRole('option', { name: 'Кыргызстан', exact: true }).click();
    await announce.getByLabel('Описание товара 1').fill('Ноутбук Lenovo');
    await announce.getByLabel('Цена за штуку товара 1, $').fill('400');
    await announce.getByRole('button', { name: 'Добавить товар', exact: true }).click();
    await announce.getByLabel('Описание товара 2').fill('Чехол для ноутбука');
    await announce.getByLabel('Количество товара 2').fill('2');
    await announce.getByLabel('Цена за штуку товара 2, $').fill('25');
    await expect(announce.getByText('Заявленная стоимость: $450.00')).toBeVisible();
    // $450 at 0.92 is 414 EUR: 15 % of the 214 over the limit.
    await expect(announce.getByTestId('duty-notice')).toContainText('Возможна таможенная пошлина ≈ 32,10 €');
    await announce.getByRole('button', { name: 'Добавить посылку', exact: true }).click();
    await expect(announce).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: track })).toContainText('пошлина ≈ 32,10 €');
  });

  await test.step('the operator receives it: the declaration is there as announced', async () => {
    await operator.goto('/admin/warehouses/chicago');
    await operator.getByLabel('Сканировать трек-номер').fill(track);
    await operator.keyboard.press('Enter');
    const wizard = operator.getByRole('dialog', { name: `Принять посылку ${track}` });
    await expect(wizard.getByLabel('Описание товара 2')).toHaveValue('Чехол для ноутбука');
    await wizard.getByLabel('Название посылки').fill(name);
    await wizard.getByLabel('Вес (кг)').fill('2.4');
    await wizard.getByRole('button', { name: 'Принять на склад', exact: true }).click();
    await expect(wizard).toBeHidden();
  });

  await test.step('the operator scans it into the shipment, sends it and downloads the manifest', async () => {
    await operator.goto(`/admin/shipments/${shipment.id}`);
    const scan = operator.getByLabel('Сканировать трек-номер посылки');
    await scan.fill(track.toLowerCase());
    await scan.press('Enter');
    await expect(
      operator.getByRole('status').filter({ hasText: `Добавлена: «${name}», клиент #${customer.uniqueId}` }),
    ).toBeVisible();
    await expect(operator.getByRole('row').filter({ hasText: track })).toContainText(
      'Ноутбук Lenovo × 1; Чехол для ноутбука × 2',
    );
    await operator.getByRole('button', { name: 'Отправить', exact: true }).click();
    const confirm = operator.getByRole('dialog', { name: `Отправить ${shipment.number}?` });
    await expect(confirm).toContainText('1 посылка получит статус «Ваша посылка в пути»');
    await confirm.getByRole('button', { name: 'Отправить', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(operator.getByText('Отправлена', { exact: true }).first()).toBeVisible();
    await expect(operator.getByRole('row').filter({ hasText: track })).toContainText('Ваша посылка в пути');

    const [download] = await Promise.all([
      operator.waitForEvent('download'),
      operator.getByRole('button', { name: 'Скачать манифест .csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`manifest-TK-${suffix}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    // For a spreadsheet set to Russian: a BOM, ';' between cells, text quoted, a decimal comma.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(
      `"${customer.uniqueId}";"Айгуль Отправленная";"Кыргызстан";"Ноутбук Lenovo × 1; Чехол для ноутбука × 2";3;450;2,4;"Да";32,1`,
    );
  });

  await test.step('the customer sees the parcel in transit and the notification', async () => {
    await page.goto('/user/notifications');
    await expect(page.getByText(`Посылка «${name}»: Ваша посылка в пути`).first()).toBeVisible();
    await page.goto('/user');
    await expect(page.getByRole('button', { name, exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText('Ваша посылка в пути').first()).toBeVisible();
  });
});
