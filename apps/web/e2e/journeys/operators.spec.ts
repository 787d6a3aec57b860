/**
 * Operators: a warehouse worker with only the rights they need. An admin makes an account an
 * operator; the operator signs in, sees only the warehouse's sections, receives an announced parcel
 * by scan and opens its label; the admin-only sections are absent from the sidebar, their pages say
 * «Нет доступа», and their endpoints answer 403.
 */
import { randomBytes } from 'node:crypto';
import { api, atPath, expect, login, test } from '../fixtures';

test('operators: sign in, receive a parcel by scan, open its label; the admin sections are absent and refused', async ({
  page,
  admin,
  server,
  apiLogin,
  registerViaApi,
}) => {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const track = `1Z${suffix}0777`;
  const name = `Куртка ${suffix}`;
  const customer = await registerViaApi({ firstName: 'Айгуль', lastName: 'Клиентова' });
  const worker = await registerViaApi({ firstName: 'Бакыт', lastName: 'Складской' });
  const { access: adminToken } = await apiLogin(admin.email, admin.password);
  await api(server.baseURL, 'PUT', '/api/users/update/', { ids: [worker.id], role: 'operator' }, adminToken);
  const { access: customerToken } = await apiLogin(customer.email, customer.password);
  const announcement = { courier_service: 3, tracking_number: track, country_of_origin: 3, country_of_destination: 8 };
  await api(server.baseURL, 'POST', '/api/my_warehouse/add/', announcement, customerToken);

  // Signed in, the operator starts at the parcels; the sidebar has the warehouse's sections only.
  await login(page, worker.email, worker.password);
  await expect(page).toHaveURL(atPath('/admin/warehouses/warehousesall'));
  const sidebar = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Склады' }) })
    .first();
  for (const section of ['Склады', 'Отправки', 'Запросы на выкуп', 'Ожидаемые посылки']) {
    await expect(sidebar.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  for (const section of [
    'Пользователи',
    'Уведомления',
    'Каталог',
    'Доска объявлений',
    'Адреса складов',
    'Журнал действий',
    'Межштатные',
  ]) {
    await expect(sidebar.getByRole('link', { name: section, exact: true })).toHaveCount(0);
  }

  // At the Chicago warehouse: the scan opens the wizard filled in from the announcement.
  await page.goto('/admin/warehouses/chicago');
  const scanField = page.getByLabel('Сканировать трек-номер');
  await scanField.fill(track);
  await scanField.press('Enter');
  const wizard = page.getByRole('dialog', { name: `Принять посылку ${track}` });
  await expect(wizard).toContainText(`#${customer.uniqueId}`);
  await expect(wizard.getByLabel('Название посылки')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(wizard.getByLabel('Статус', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wizard.getByLabel('Код клиента')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Принята: «${name}»` })).toBeVisible();

  // Its details, and its label in a new tab.
  await page.getByRole('button', { name: new RegExp(`^Подробнее о посылке ${name}`) }).click();
  const details = page.getByRole('dialog', { name });
  await expect(details).toBeVisible();
  // The audit log is the admins': an operator has no link to it.
  await expect(details.getByRole('link', { name: 'Журнал действий' })).toHaveCount(0);
  const [labels] = await Promise.all([
    page.waitForEvent('popup'),
    details.getByRole('link', { name: 'Печать этикетки', exact: true }).click(),
  ]);
  const label = labels.getByRole('article', { name: /^Этикетка посылки №\d+$/ });
  await expect(label).toContainText(`#${customer.uniqueId}`);
  await expect(label.getByTestId('label-barcode')).toHaveAttribute('data-value', track);
  await labels.close();

  // An admin section typed by hand: «Нет доступа»; its endpoints: 403.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  const { access: operatorToken } = await apiLogin(worker.email, worker.password);
  const headers = { authorization: `Bearer ${operatorToken}` };
  for (const path of ['/api/add_user_for_admin/add/', '/api/users/update/']) {
    const refused = await page.request.fetch(`${server.baseURL}${path}`, {
      method: path.endsWith('add/') ? 'POST' : 'PUT',
      headers,
      data: {},
    });
    expect(refused.status(), path).toBe(403);
  }
  expect((await page.request.get(`${server.baseURL}/api/audit/`, { headers })).status()).toBe(403);
  expect((await page.request.get(`${server.baseURL}/api/settings/customs/`, { headers })).status()).toBe(403);
});
