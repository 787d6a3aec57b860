/**
 * Expected parcels: a customer announces a parcel on its way; an operator at the Chicago warehouse
 * receives it with a scan (the keyboard only, as a keyboard-wedge scanner types the number and
 * presses Enter), and the customer is told and sees it received.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures';

/** The header action button (the layout shows a wide and a narrow copy; one is visible). */
function headerAction(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}

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
  await login(page, customer.email, customer.password);
  await page.goto('/user/my-parcels');
  await headerAction(page, 'Добавить посылку').click();
  const announce = page.getByRole('dialog', { name: 'Добавить посылку' });
  await announce.getByLabel('Курьерская служба').click();
  await page.getByRole('option', { name: 'UPS', exact: true }).click();
  await announce.getByLabel('Трек-номер').fill(track);
  const chicago = announce.getByRole('radio', { name: /США \(Чикаго\)/ });
  await expect(chicago, 'each origin names the warehouse it arrives at').toContainText('Склад: Чикаго');
  await chicago.click();
  await announce.getByLabel('Комментарий').fill('Белые, 42 размер');
  await announce.getByRole('button', { name: 'Добавить посылку', exact: true }).click();
  await expect(announce).toBeHidden();
  const announced = page.getByRole('row').filter({ hasText: track });
  await expect(announced).toContainText('Ожидается');
  await expect(announced).toContainText('Чикаго');

  // The operator, at the Chicago warehouse, scans it: F2, the number (another spelling), Enter.
  const operator = await newPage();
  await login(operator, admin.email, admin.password);
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
