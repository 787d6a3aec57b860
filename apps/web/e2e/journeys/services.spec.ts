/**
 * Warehouse services: a customer combines two waiting parcels into one box and orders photos of it;
 * the operator assembles the box from «Задания склада» (each parcel scanned, the box weighed) and
 * finishes the photos; the customer sees the box, its photos and what was charged, and the parcels
 * «Объединена».
 */
import { randomBytes } from 'node:crypto';
import { expect, receiveParcel, shoot, signIn, test } from '../fixtures';

// A 1×1 PNG: the operator's photo of the contents.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('services: a customer combines two parcels and orders photos; the operator does both from «Задания склада»', async ({
  page,
  admin,
  newPage,
  server,
  registerViaApi,
  apiLogin,
}, testInfo) => {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const customer = await registerViaApi({ firstName: 'Айгуль', lastName: 'Объединённая' });
  const operator = await newPage();
  const [, access] = await Promise.all([
    signIn(operator, admin.email, admin.password),
    apiLogin(admin.email, admin.password).then((session) => session.access),
    signIn(page, customer.email, customer.password),
  ]);
  // Two parcels waiting in Chicago for Kyrgyzstan: $24.00 and $18.00 by the published tariff.
  const parcels = await Promise.all(
    [
      { name: `Кроссовки ${suffix}`, weight: 2 },
      { name: `Куртка ${suffix}`, weight: 1.5 },
    ].map((fields, index) =>
      receiveParcel<{ id: number; name: string; track_number: string }>(server.baseURL, access, {
        ...fields,
        unique_id_user: customer.uniqueId,
        track_number: `1Z${suffix}00${index}`,
      }),
    ),
  );

  await test.step('the customer ticks both parcels and asks to combine them, seeing the price of one box', async () => {
    await page.goto('/user');
    await page.getByRole('button', { name: 'Объединить посылки' }).click();
    for (const parcel of parcels) await page.getByRole('checkbox', { name: `Выбрать строку ${parcel.id}` }).check();
    await page.getByRole('button', { name: 'Объединить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Объединить 2 посылки' });
    await expect(dialog.getByText('Отдельными посылками')).toBeVisible();
    await expect(dialog.getByText('$42.00', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Общий вес посылок: 3.5 кг')).toBeVisible();
    await shoot(page, 'services-combine', testInfo);
    await dialog.getByRole('radio', { name: /Убрать/ }).check();
    await dialog.getByRole('button', { name: 'Объединить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Заявки на объединение' })).toContainText(parcels[0]?.name ?? '');
  });

  let boxTrack = '';
  await test.step('the operator takes it, scans both parcels into the box, weighs it and gets its label', async () => {
    await operator.goto('/admin/tasks?kind=consolidation');
    const row = operator.getByRole('row').filter({ hasText: customer.uniqueId });
    await row.getByRole('button', { name: 'Взять в работу' }).click();
    const dialog = operator.getByRole('dialog', { name: new RegExp(`Объединение: ${customer.uniqueId}`) });
    const scan = dialog.getByLabel('Сканировать посылку в коробку');
    await scan.fill('1ZNOTINTHEBOX');
    await scan.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Посылки 1ZNOTINTHEBOX нет в этом объединении');
    for (const parcel of parcels) {
      await scan.fill(parcel.track_number.toLowerCase());
      await scan.press('Enter');
      await expect(dialog.getByRole('status')).toContainText('в коробке');
    }
    await expect(dialog.getByText('Отсканировано 2 из 2')).toBeVisible();
    await dialog.getByLabel('Вес, кг').fill('3,2');
    await dialog.getByLabel('Длина, см').fill('40');
    await dialog.getByLabel('Ширина, см').fill('30');
    await dialog.getByLabel('Высота, см').fill('20');
    await shoot(operator, 'services-box', testInfo);
    await dialog.getByRole('button', { name: 'Завершить объединение' }).click();
    await expect(dialog.getByRole('link', { name: 'Печать этикетки коробки' })).toBeVisible();
    boxTrack =
      (
        await dialog
          .getByText(/Коробка готова: трек-номер/)
          .first()
          .textContent()
      )?.split('трек-номер ')[1] ?? '';
    expect(boxTrack).toMatch(/^BOX-\d{6}$/);
    await dialog.getByRole('button', { name: 'Готово', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the customer sees the box, orders photos of it at the tariff’s price', async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: parcels[0]?.name ?? '' })).toContainText('Объединена');
    await page.getByRole('button', { name: 'Коробка из 2 посылок' }).first().click();
    const details = page.getByRole('dialog', { name: 'Коробка из 2 посылок' });
    await expect(details).toContainText(boxTrack);
    await details.getByRole('button', { name: 'Заказать услугу' }).click();
    const order = page.getByRole('dialog', { name: 'Заказать услугу: Коробка из 2 посылок' });
    await order.getByRole('radio', { name: /Фото содержимого/ }).check();
    await expect(order.getByText('Стоимость: $3.00')).toBeVisible();
    await shoot(page, 'services-order', testInfo);
    await order.getByRole('button', { name: 'Заказать за $3.00' }).click();
    await expect(order).toBeHidden();
    await expect(details.getByRole('article', { name: 'Фото содержимого' })).toContainText('Ждёт склада');
  });

  await test.step('the operator finishes the photos with a picture and a note', async () => {
    await operator.goto('/admin/tasks?kind=photo');
    const row = operator.getByRole('row').filter({ hasText: customer.uniqueId });
    await expect(row).toBeVisible();
    await operator.setViewportSize({ width: 1440, height: 900 });
    await shoot(operator, 'services-tasks-1440', testInfo);
    await operator.setViewportSize({ width: 360, height: 740 });
    await expect(operator.getByRole('list', { name: 'Задания склада' })).toBeVisible();
    await shoot(operator, 'services-tasks-360', testInfo);
    await operator.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole('button', { name: 'Взять в работу' }).click();
    await row.getByRole('button', { name: 'Выполнить' }).click();
    const dialog = operator.getByRole('dialog', { name: /Фото содержимого: посылка/ });
    await dialog.getByRole('button', { name: 'Выполнено' }).click();
    await expect(dialog.getByText('Приложите фото содержимого')).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PHOTO });
    await dialog.getByLabel('Комментарий для клиента').fill('Всё цело, кроссовки без коробки');
    await dialog.getByRole('button', { name: 'Выполнено' }).click();
    await expect(dialog).toBeHidden();
    await expect(operator.getByRole('row').filter({ hasText: customer.uniqueId })).toHaveCount(0);
  });

  await test.step('the customer sees the photo, the note and the charge on the box', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Коробка из 2 посылок' }).first().click();
    const photos = page.getByRole('dialog', { name: 'Коробка из 2 посылок' }).getByRole('article', { name: 'Фото содержимого' });
    await expect(photos).toContainText('Выполнено');
    await expect(photos).toContainText('Списано $3.00');
    await expect(photos).toContainText('Всё цело, кроссовки без коробки');
    await expect(photos.getByRole('img', { name: 'Фото склада 1' })).toBeVisible();
    await shoot(page, 'services-results', testInfo);
  });

  await test.step('the pages fit a phone and a wide screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Заказать услугу' }).click();
    const order = page.getByRole('dialog', { name: 'Заказать услугу: Коробка из 2 посылок' });
    await order.getByRole('radio', { name: /Переупаковка/ }).check();
    await expect(order.getByLabel('Выбросить коробки от обуви')).toBeChecked();
    await shoot(page, 'services-order-360', testInfo, { window: true });
    await order.getByRole('button', { name: 'Отмена' }).click();
    await shoot(page, 'services-results-360', testInfo, { window: true });
    await page.getByRole('dialog', { name: 'Коробка из 2 посылок' }).getByRole('button', { name: 'Закрыть' }).first().click();
    await page.getByRole('button', { name: 'Объединить посылки' }).click();
    await shoot(page, 'services-combine-360', testInfo);
  });
});
