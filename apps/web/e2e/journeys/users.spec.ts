/**
 * Users: the admin adds a user with 'Добавить пользователя' (every message of an empty form
 * first), finds them by their client code, edits them and deletes them.
 */
import { randomBytes } from 'node:crypto';
import { expect, headerAction, signIn, test } from '../fixtures';

test('users: the admin adds a user (messages of the empty form first), finds them by code, edits and deletes them', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const email = `new.user.${suffix}@e2e.test`;
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/users');

  // Submitted empty: a message beside every required field, nothing sent.
  await headerAction(page, 'Добавить пользователя').click();
  const dialog = page.getByRole('dialog', { name: 'Добавить пользователя' });
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  for (const message of [
    'Имя обязательно',
    'Фамилия обязательна',
    'Почта обязательна',
    'Номер телефона обязателен',
    'Пароль обязателен',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('Повторите пароль')).toHaveAccessibleDescription('Повторите пароль');

  // Filled in: the phone keeps its + and is formatted as typed; the password can be shown.
  await dialog.getByLabel('Имя').fill('Бакыт');
  await dialog.getByLabel('Фамилия').fill(`Тестов-${suffix}`);
  await dialog.getByLabel('Почта').fill(email);
  const phone = dialog.getByLabel('Номер телефона');
  await phone.click();
  await phone.pressSequentially('996700123456');
  await expect(phone).toHaveValue(/^\+996 700 123 456$/);
  const password = dialog.getByLabel(/^Пароль/);
  await password.fill('Secret-pass-1');
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Показать или скрыть символы' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByLabel('Повторите пароль').fill('Secret-pass-2');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(dialog.getByText('Пароли не совпадают')).toBeVisible();
  await dialog.getByLabel('Повторите пароль').fill('Secret-pass-1');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Пользователь успешно добавлен!' })).toBeVisible();

  // The newest user is first: read their code, then find them by it.
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  const code = ((await row.getByText(/^#KB\d+$/).textContent()) ?? '').trim();
  expect(code).toMatch(/^#KB\d{4,}$/);
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(code.toLowerCase());
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('+996 700 123 456');

  // Edit them in the details.
  await row.getByRole('button', { name: /Подробнее о пользователе/ }).click();
  const details = page.getByRole('dialog', { name: `Пользователь ${code}` });
  await expect(details.getByLabel('Имя')).toHaveValue('Бакыт');
  await expect(details.getByText('0 посылок')).toBeVisible();
  await expect(details.getByRole('link', { name: 'Открыть посылки' })).toHaveAttribute(
    'href',
    new RegExp(`client=${code.slice(1)}`),
  );
  await details.getByLabel('Имя').fill('Нурбек');
  await details.getByRole('button', { name: 'Сохранить' }).click();
  await expect(details).toBeHidden();
  await expect(row).toContainText('Нурбек');

  // Delete them after confirmation.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Удалить выбранных' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить пользователей?' });
  await expect(confirm).toContainText(code);
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Никого не найдено. Измените запрос.')).toBeVisible();
});
