/**
 * Buy-out requests: a visitor asks from the home page without an account; a customer asks from
 * /user/my-requests; the operator quotes a price; the customer sees it and the notification and
 * uploads the payment confirmation; the operator confirms the payment and marks it purchased.
 */
import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, headerAction, pngFile, signIn, test, uniqueEmail } from '../fixtures';

/** Fills the request form; the name, email and phone only where given (a customer's come filled in). */
async function fillRequest(form: Locator, item: string, contact?: { name: string; email: string; phone: string }) {
  if (contact) {
    await form.getByLabel('ФИО').fill(contact.name);
    await form.getByLabel('Email').fill(contact.email);
    await form.getByLabel('WhatsApp').pressSequentially(contact.phone);
  }
  await form.getByLabel('Ссылка на товар').fill('https://www.amazon.com/dp/B0E2E');
  await form.getByLabel('Название товара').fill(item);
  await form.getByLabel('Количество').fill('2');
  await form.getByLabel('Описание').fill('Размер 42, белые');
  await expect(form.getByLabel('Второй скриншот'), 'the second screenshot comes after the first').toHaveCount(0);
  await form.getByLabel('Скриншот товара').setInputFiles(pngFile('item.png'));
  await expect(form.getByLabel('Второй скриншот')).toHaveCount(1);
}

test('purchases: a visitor and a customer ask for a buy-out; the operator quotes, the customer pays, the operator buys', async ({
  page,
  admin,
  newPage,
  registerViaApi,
}) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const visitorItem = `Часы гостя ${suffix}`;
  const item = `Кроссовки ${suffix}`;

  await test.step('a visitor submits from the home page: the rules first, then the modal, and the form is cleared', async () => {
    await page.goto('/#purchase');
    const form = page.getByRole('form', { name: 'Отправить заявку' });
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(form.getByText('Это поле обязательно к заполнению').first()).toBeVisible();
    await form.getByLabel('ФИО').fill('Ай');
    await expect(form.getByLabel('WhatsApp'), 'the + is forced').toHaveValue('+');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(form.getByText('Минимум 3 символа')).toBeVisible();

    await fillRequest(form, visitorItem, { name: 'Гость Тестов', email: uniqueEmail('visitor'), phone: '996555123456' });
    await expect(form.getByLabel('WhatsApp')).toHaveValue('+996 555 123 456');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const accepted = page.getByRole('dialog', { name: 'Заявка принята' });
    await expect(accepted).toContainText('в течение 6 часов');
    await accepted.getByRole('button', { name: 'Хорошо' }).click();
    await expect(form.getByLabel('Название товара')).toHaveValue('');
  });

  const customer = await registerViaApi({ firstName: 'Айгуль', lastName: 'Выкупова' });
  await test.step('a customer submits from /user/my-requests (name, email and phone come filled in)', async () => {
    await page.context().clearCookies();
    await signIn(page, customer.email, customer.password);
    await page.goto('/user/my-requests');
    await headerAction(page, 'Добавить заявку').click();
    const dialog = page.getByRole('dialog', { name: 'Новая заявка на выкуп' });
    await expect(dialog.getByLabel('Email')).toHaveValue(customer.email);
    await fillRequest(dialog, item);
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByRole('dialog', { name: 'Заявка принята' }).getByRole('button', { name: 'Хорошо' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: item });
    await expect(row).toContainText('Цена не указана');
    await expect(row).toContainText('В ожидании');
    await expect(row).toContainText('Не оплачено');
  });

  const operator = await newPage();
  const openAsOperator = async () => {
    await operator.goto('/admin/requests');
    await operator.getByRole('button', { name: `Подробнее о заявке «${item}»` }).click();
    return operator.getByRole('dialog', { name: /Заявка на выкуп №/ });
  };
  await test.step('the operator sees both requests and quotes a price: goods, 10% and delivery apart', async () => {
    await signIn(operator, admin.email, admin.password);
    await operator.goto('/admin/requests');
    await expect(operator.getByRole('row').filter({ hasText: visitorItem })).toContainText('Без аккаунта');
    const details = await openAsOperator();
    await expect(details.getByRole('img', { name: 'Скриншот 1' })).toBeVisible();
    await details.getByLabel('Состояние', { exact: true }).click();
    await operator.getByRole('option', { name: 'Цена назначена' }).click();
    await details.getByLabel('Стоимость товара, $').fill('100');
    await details.getByLabel('Доставка (оценка), $').fill('15');
    await expect(details).toContainText('Итого: $125.00');
    await details.getByRole('button', { name: 'Сохранить' }).click();
    await expect(details.getByRole('table', { name: 'Цена' })).toContainText('$125.00');
  });

  await test.step('the customer sees the price and the notification, and uploads the payment confirmation', async () => {
    await page.goto('/user/my-requests');
    await expect(page.getByRole('row').filter({ hasText: item })).toContainText('$125.00');
    await page.getByRole('button', { name: `Подробнее о заявке «${item}»` }).click();
    const details = page.getByRole('dialog', { name: /Заявка на выкуп №/ });
    await expect(details.getByRole('table', { name: 'Цена' })).toContainText('Комиссия 10%');
    await details.getByLabel('Подтверждение оплаты').setInputFiles(pngFile('receipt.png'));
    await details.getByRole('button', { name: 'Отправить подтверждение' }).click();
    await expect(details).toContainText('Подтверждение оплаты получено');
    await details.getByRole('button', { name: 'Закрыть' }).first().click();
    await page.goto('/user/notifications');
    await expect(page.getByText(`Заявка на выкуп «${item}»: цена назначена`)).toBeVisible();
  });

  await test.step('the operator confirms the payment, then marks it purchased with the order number', async () => {
    let details = await openAsOperator();
    await expect(details.getByRole('img', { name: 'Подтверждение оплаты' })).toBeVisible();
    await details.getByLabel('Состояние', { exact: true }).click();
    await operator.getByRole('option', { name: 'Оплачена' }).click();
    await details.getByRole('button', { name: 'Сохранить' }).click();
    await expect(details.getByText('Оплачено', { exact: true })).toBeVisible();
    await details.getByLabel('Состояние', { exact: true }).click();
    await operator.getByRole('option', { name: 'Выкуплена' }).click();
    await details.getByLabel('Номер заказа в магазине').fill('112-7788');
    await details.getByRole('button', { name: 'Сохранить' }).click();
    await expect(details).toContainText('Номер заказа: 112-7788');
    await operator.keyboard.press('Escape');
    details = operator.getByRole('row').filter({ hasText: item });
    await expect(details).toContainText('Выкуплена');

    await page.goto('/user/my-requests');
    const row = page.getByRole('row').filter({ hasText: item });
    await expect(row).toContainText('Обработан');
    await expect(row).toContainText('Оплачено');
  });
});
