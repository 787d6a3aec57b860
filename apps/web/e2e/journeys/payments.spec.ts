import { api, expect, shoot, signIn, test } from '../fixtures';

// Paying online (docs/payments.md) against the Freedom Pay simulator the global setup starts: the
// customer saves a card on the provider's page (the number is typed there, never on Kerben's),
// pays an invoice with it in one click, and the desk sees the parcel paid.

const USA_CHICAGO = 3;
const KYRGYZSTAN = 8;
const AT_PICKUP_POINT = 4;
const WIDE = { width: 1440, height: 900 };

test('a card saved on the provider’s page pays an invoice in one click; the desk sees it paid', async ({
  page,
  newPage,
  server,
  admin,
  apiLogin,
  registerViaApi,
}, testInfo) => {
  const customer = await registerViaApi({ firstName: 'Айгуль', lastName: 'Картова' });
  const adminToken = (await apiLogin(admin.email, admin.password)).access;
  const asAdmin = <T>(method: string, path: string, body?: unknown) => api<T>(server.baseURL, method, path, body, adminToken);

  await test.step('a parcel of the customer reaches the pickup point: its invoice is open', async () => {
    const warehouses = await asAdmin<{ results: { id: number; name: string }[] }>('GET', '/api/warehouses/list/');
    const chicago = warehouses.results.find((warehouse) => warehouse.name === 'Чикаго');
    const parcel = await asAdmin<{ id: number }>('POST', '/api/warehouses/product/create/', {
      name: 'Кроссовки',
      track_number: `PAY${Date.now()}`,
      unique_id_user: customer.uniqueId,
      warehouse: chicago?.id,
      country_of_origin: USA_CHICAGO,
      country_of_destination: KYRGYZSTAN,
      weight: 2,
    });
    await asAdmin('PATCH', `/api/warehouses/product/update/${parcel.id}/`, { status: AT_PICKUP_POINT });
  });

  await page.setViewportSize(WIDE);
  await signIn(page, customer.email, customer.password);
  await test.step('«Добавить карту» goes to the provider’s page; the card comes back saved, payable', async () => {
    await page.goto('/user/biling');
    await expect(page.getByRole('heading', { name: 'Оплатить онлайн' })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить карту', exact: true }).filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.href.startsWith(process.env.E2E_PAYMENTS_URL ?? '-'));
    await expect(page.getByRole('heading', { name: 'Сохранение карты' })).toBeVisible();
    await shoot(page, 'payments-simulator-card-1440', testInfo);
    await page.setViewportSize({ width: 360, height: 800 });
    await shoot(page, 'payments-simulator-card-360', testInfo);
    await page.setViewportSize(WIDE);
    await page.getByLabel('Номер карты').fill('4405 6450 0000 6150');
    await page.getByLabel('Месяц (ММ)').fill('12');
    await page.getByLabel('Год (ГГ)').fill(String((new Date().getFullYear() + 3) % 100));
    await page.getByLabel('Имя владельца').fill('AIGUL KARTOVA');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Сохранить карту' }).click();
    await page.waitForURL(/\/user\/biling\?card=\d+$/);
    await expect(page.getByRole('article', { name: 'Visa •••• 6150' })).toBeVisible();
    await shoot(page, 'payments-card-saved-1440', testInfo);
    await page.setViewportSize({ width: 360, height: 800 });
    await shoot(page, 'payments-card-saved-360', testInfo);
    await page.setViewportSize(WIDE);
  });

  await test.step('one click with the saved card pays the invoice once the provider confirms', async () => {
    await expect(page.locator('input').and(page.getByLabel('Чем платить'))).toHaveValue('Visa •••• 6150');
    const invoice = page.getByRole('group', { name: 'Счета к оплате' }).getByRole('checkbox');
    await expect(invoice).toBeChecked();
    await page.getByRole('button', { name: /^Оплатить \$/ }).click();
    await page.waitForURL(/\/user\/biling\/payments\/\d+$/);
    await expect(page.getByText('Оплачено')).toBeVisible();
    await shoot(page, 'payments-paid-1440', testInfo);
    await page.setViewportSize({ width: 360, height: 800 });
    await shoot(page, 'payments-paid-360', testInfo);
    await page.goto('/user/biling');
    await expect(page.getByRole('tabpanel', { name: 'К оплате' }).getByText('Неоплаченных счетов нет.')).toBeVisible();
    await shoot(page, 'payments-billing-360', testInfo);
  });

  await test.step('«Выдача» finds the client with nothing to pay, the invoice paid online', async () => {
    const desk = await newPage({ viewport: WIDE });
    await signIn(desk, admin.email, admin.password);
    await desk.goto('/admin/desk');
    const scan = desk.getByLabel('Код клиента или трек-номер');
    await scan.fill(customer.uniqueId);
    await scan.press('Enter');
    await expect(desk.getByRole('heading', { name: new RegExp(`^Клиент #${customer.uniqueId}`) })).toBeVisible();
    await expect(desk.getByTestId('desk-total')).toHaveText('Оплачено');
    await expect(desk.getByRole('button', { name: 'Принять оплату' })).toBeDisabled();
    const invoices = await asAdmin<{ results: { status: string; payment: { method: string } | null }[] }>(
      'GET',
      `/api/invoices/?user=${customer.id}`,
    );
    expect(invoices.results.map((row) => [row.status, row.payment?.method])).toEqual([['paid', 'online']]);
  });
});
