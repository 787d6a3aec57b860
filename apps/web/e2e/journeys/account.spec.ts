/**
 * Customer account: the admin adds a warehouse address; a customer edits the profile with a
 * passport image, adds a delivery address and a card (on the payment provider's page), and copies the warehouse address with their
 * code, as they would at a shop's checkout.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { atPath, expect, headerAction, login, pngFile, signIn, test } from '../fixtures';

test('account: admin adds a warehouse address; a customer edits the profile, adds an address and a card, copies the address with their code', async ({
  page,
  context,
  baseURL,
  admin,
  newPage,
  registerViaApi,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(3).toString('hex');
  const warehouse = `Склад ${suffix}`;

  // ---- The admin adds a warehouse address with a picture.
  const adminPage = await newPage();
  await signIn(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin/contact');
  await headerAction(adminPage, 'Добавить адрес').click();
  const contactDialog = adminPage.getByRole('dialog', { name: 'Добавить адрес склада' });
  await contactDialog.getByLabel('Название').fill(warehouse);
  await contactDialog.getByLabel('Фото или флаг').setInputFiles(pngFile('flag.png'));
  await expect(contactDialog.getByText('flag.png')).toBeVisible();
  await contactDialog.getByLabel('Адрес: улица и дом').fill('2401 W Grand Ave');
  await contactDialog.getByLabel('Офис / Suite').fill('Suite 7');
  await expect(contactDialog.getByText('Клиент увидит эту строку со своим кодом: «Suite 7 KB0042»')).toBeVisible();
  await contactDialog.getByLabel('Город').fill('Chicago');
  await contactDialog.getByLabel('Штат / регион').fill('IL');
  await contactDialog.getByLabel('Почтовый индекс').fill('60612');
  await contactDialog.getByLabel('Телефон').fill('+1 312 555 0134');
  await contactDialog.getByRole('button', { name: 'Добавить адрес', exact: true }).click();
  await expect(contactDialog).toBeHidden();
  const adminCard = adminPage.getByRole('article', { name: warehouse });
  await expect(adminCard).toContainText('Suite 7');
  await expect(adminCard.getByRole('img', { name: `Фото: ${warehouse}` })).toBeVisible();

  // ---- A customer: the dashboard's card.
  const customer = await registerViaApi({ firstName: 'Айгуль', lastName: 'Тестова' });
  const code = customer.uniqueId;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await login(page, customer.email, customer.password);
  await expect(page).toHaveURL(atPath('/user'));
  const card = page.getByRole('region', { name: 'Айгуль Тестова' });
  await expect(card).toContainText('+996 555 123 456');
  await expect(card).toContainText(customer.email);
  await expect(card).toContainText('Адрес не указан');
  await expect(card).toContainText(`#${code}`);

  // ---- Settings: name, a local phone and a passport image, saved in one request.
  const profileWrites: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/profile/') && request.method() !== 'GET') {
      profileWrites.push(`${request.method()} ${request.headers()['content-type']?.split(';')[0]}`);
    }
  });
  await card.getByRole('link', { name: 'Изменить данные' }).click();
  await expect(page).toHaveURL(atPath('/user/settings'));
  await expect(page.getByText(`Код получателя #${code}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Айжан');
  const phone = page.getByLabel('Номер телефона', { exact: true });
  await phone.fill('');
  await phone.pressSequentially('0700111222');
  await expect(phone).toHaveValue('0700 111 222');
  await page.getByLabel('Паспорт: лицевая сторона').setInputFiles(pngFile('passport-front.png'));
  await expect(page.getByText('passport-front.png')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Данные сохранены')).toBeVisible();
  expect(profileWrites).toEqual(['PATCH multipart/form-data']);
  // Saved: after a reload the new name, the phone in international form and the image are there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('Айжан');
  await expect(page.getByLabel('Номер телефона', { exact: true })).toHaveValue('+996 700 111 222');
  await expect(page.getByRole('img', { name: 'Текущее изображение' })).toBeVisible();

  // ---- A delivery address; the form starts with the customer's own name, phone and email.
  await page.getByRole('tab', { name: 'Адреса' }).click();
  await expect(page).toHaveURL(atPath('/user/settings', { tab: 'addresses' }));
  await page.getByRole('button', { name: 'Добавить адрес', exact: true }).first().click();
  const addressDialog = page.getByRole('dialog', { name: 'Новый адрес' });
  await expect(addressDialog.getByLabel('ФИО получателя')).toHaveValue('Айжан Тестова');
  await addressDialog.getByLabel('Почта получателя').fill('aizhan@');
  await addressDialog.getByRole('button', { name: 'Добавить адрес', exact: true }).click();
  await expect(addressDialog.getByText('Некорректный формат почты')).toBeVisible();
  await addressDialog.getByLabel('Почта получателя').fill(customer.email);
  await addressDialog.getByRole('textbox', { name: 'Адрес', exact: true }).fill(`ул. Токтогула, ${suffix}`);
  await addressDialog.getByLabel('Город').fill('Бишкек');
  await addressDialog.getByLabel('Страна').fill('Кыргызстан');
  await addressDialog.getByRole('button', { name: 'Добавить адрес', exact: true }).click();
  await expect(addressDialog).toBeHidden();
  await expect(page.getByRole('article', { name: `ул. Токтогула, ${suffix}, Бишкек` })).toContainText('+996 700 111 222');

  // ---- A card: saved on the payment provider's page (the simulator's), never typed into Kerben's.
  await page.goto('/user/biling');
  await headerAction(page, 'Добавить карту').click();
  await page.waitForURL((url) => url.href.startsWith(process.env.E2E_PAYMENTS_URL ?? '-'));
  await page.getByLabel('Номер карты').fill('4405645000006150');
  await page.getByLabel('Месяц (ММ)').fill('08');
  await page.getByLabel('Год (ГГ)').fill('31');
  await page.getByLabel('Имя владельца').fill('AIZHAN TESTOVA');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Сохранить карту' }).click();
  await page.waitForURL(/\/user\/biling\?card=\d+$/);
  const savedCard = page.getByRole('article', { name: 'Visa •••• 6150' });
  await expect(savedCard).toContainText('4405 64•• •••• 6150');
  await expect(savedCard).toContainText('08/2031');
  await expect(savedCard.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(page.getByText('4405 6450 0000 6150')).toHaveCount(0);

  // ---- The warehouse address the admin added, with the customer's code, copied.
  await page.goto('/user/warehouses');
  const address = page.getByRole('article', { name: warehouse });
  await expect(address).toContainText(`Aizhan Testova ${code}`);
  await expect(address).toContainText(`Suite 7 ${code}`);
  await address.getByRole('button', { name: `Скопировать: Адрес, строка 2 (${warehouse})` }).click();
  await expect(address.getByRole('button', { name: `Скопировано: Адрес, строка 2 (${warehouse})` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`Suite 7 ${code}`);
  await address.getByRole('button', { name: 'Скопировать весь адрес' }).click();
  await expect(address.getByRole('button', { name: 'Скопировано', exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`Aizhan Testova ${code}\n2401 W Grand Ave\nSuite 7 ${code}\nChicago, IL 60612\n+1 312 555 0134`);

  // ---- Back on the dashboard: the new phone and the first address.
  await page.goto('/user');
  const updated = page.getByRole('region', { name: 'Айжан Тестова' });
  await expect(updated).toContainText('+996 700 111 222');
  await expect(updated).toContainText(`ул. Токтогула, ${suffix}, Бишкек, Кыргызстан`);
});

/** A new customer signed in on a 360 px phone. */
async function signedInPhone(
  register: () => Promise<{ email: string; password: string }>,
  newPage: (options: BrowserContextOptions) => Promise<Page>,
) {
  const customer = await register();
  const phone = await newPage({ viewport: { width: 360, height: 780 } });
  await signIn(phone, customer.email, customer.password);
  return phone;
}

test('account: on a phone the billing page has its own add button, and /user/billing leads there', async ({
  registerViaApi,
  newPage,
}) => {
  const phone = await signedInPhone(registerViaApi, newPage);
  await phone.goto('/user/billing');
  await expect(phone).toHaveURL(atPath('/user/biling'));
  // No cards yet: the empty state offers the button, which goes to the payment provider's page.
  await phone.getByRole('button', { name: 'Добавить карту' }).filter({ visible: true }).last().click();
  await phone.waitForURL((url) => url.href.startsWith(process.env.E2E_PAYMENTS_URL ?? '-'));
  await expect(phone.getByRole('heading', { name: 'Сохранение карты' })).toBeVisible();
});

test('account: on a phone the area menu opens, leads to a section and closes; the client code shows its tooltip', async ({
  registerViaApi,
  newPage,
}) => {
  const phone = await signedInPhone(registerViaApi, newPage);
  await phone.goto('/user');
  await phone.getByRole('button', { name: 'Меню', exact: true }).click();
  const menu = phone.getByRole('dialog', { name: 'Разделы кабинета' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Настройки' }).click();
  await expect(phone).toHaveURL(atPath('/user/settings'));
  await expect(menu).toBeHidden();
  await expect(phone.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await phone.goto('/user');
  // The header is drawn by the server and taken over by React a moment after the app starts: a
  // pointer that came before then comes again (React replays a tap, not a hover).
  await expect(async () => {
    await phone.mouse.move(0, 0);
    await phone.getByRole('button', { name: /^#/ }).hover();
    await expect(phone.getByText('Ваш код клиента')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
