/**
 * Bulletin board: the admin adds a coloured category and an announcement, which a visitor then
 * finds on the home page under its city; edits move it, scheduling hides it until its day, a
 * category in use cannot be deleted, and deletes take it away.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, headerAction, signIn, test } from '../fixtures';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Chooses an option of a Mantine Select inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks Удалить in the confirmation and waits until it is gone. */
async function confirmDelete(page: Page, title: string) {
  const confirm = dialog(page, title);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** The home page's board card of a city. */
const cityCard = (page: Page, city: string) =>
  page.getByRole('region', { name: 'Доска объявлений' }).getByRole('region', { name: city, exact: true });

/** MM.DD.YYYY of the day `days` from now (the board's dates are days in Bishkek; a month ahead is safely future). */
function usDate(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}.${date.getUTCFullYear()}`;
}

test('board: admin adds a category and an announcement, a visitor sees it on the home page; edit, schedule and delete', async ({
  page,
  admin,
  newPage,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(3).toString('hex');
  const category = `Акции ${suffix}`;
  const text = `Скидка на доставку ${suffix}`;
  const edited = `Скидка 15% на доставку ${suffix}`;
  // Cities of their own, so nothing another test shows on the home page is mixed in.
  const city = `Ош-${suffix}`;
  const newCity = `Бишкек-${suffix}`;

  await signIn(page, admin.email, admin.password);

  // A category in green, picked from the palette's swatches.
  await page.goto('/admin/board-category');
  await headerAction(page, 'Добавить категорию').click();
  const categoryDialog = dialog(page, 'Новая категория объявлений');
  await categoryDialog.getByLabel('Название').fill(category);
  await expect(categoryDialog.getByRole('radio', { name: 'Синий' }), 'a new category starts blue').toHaveAttribute(
    'aria-checked',
    'true',
  );
  await categoryDialog.getByRole('radio', { name: 'Зелёный' }).click();
  await expect(categoryDialog.getByRole('radio', { name: 'Зелёный' })).toHaveAttribute('aria-checked', 'true');
  await categoryDialog.getByRole('button', { name: 'Создать категорию', exact: true }).click();
  await expect(categoryDialog).toBeHidden();
  const categoryRow = page.getByRole('row').filter({ hasText: category });
  await expect(categoryRow).toBeVisible();
  await expect(categoryRow.getByText('Зелёный', { exact: true })).toBeVisible();

  // An announcement in it, dated today by default.
  await page.getByRole('link', { name: 'Объявления', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bulletin-board$/);
  await headerAction(page, 'Добавить объявление').click();
  const itemDialog = dialog(page, 'Добавить объявление');
  await expect(itemDialog.getByLabel('Дата публикации'), 'dated today').toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  // Submitting empty shows the domain's messages beside the fields.
  await itemDialog.getByRole('button', { name: 'Добавить объявление', exact: true }).click();
  await expect(itemDialog.getByText('Введите текст объявления', { exact: true })).toBeVisible();
  await expect(itemDialog.getByText('Укажите город', { exact: true })).toBeVisible();
  await itemDialog.getByLabel('Текст объявления').fill(text);
  await choose(page, itemDialog, 'Категория', category);
  await itemDialog.getByLabel('Город').fill(city);
  await itemDialog.getByRole('button', { name: 'Добавить объявление', exact: true }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: text })).toBeVisible();

  // A visitor finds it on the home page, under its city, with the green category badge (the
  // palette's #2b8a3e a shade darker, #2a873d, so that its white text reads at 4.5:1).
  const visitor = await newPage();
  // The board loads as the visitor scrolls to it; a link to it loads it at once.
  await visitor.goto('/#board');
  const card = cityCard(visitor, city);
  await expect(card.getByText(text, { exact: true })).toBeVisible();
  const badge = card.getByText(category, { exact: true });
  await expect(badge).toBeVisible();
  await expect
    .poll(() => badge.evaluate((node) => getComputedStyle(node.closest('.mantine-Badge-root') ?? node).backgroundColor))
    .toBe('rgb(42, 135, 61)');

  // The admin edits it: another text and city; the visitor sees it moved.
  await page.getByRole('button', { name: `Изменить объявление «${text}»`, exact: true }).click();
  const editDialog = dialog(page, 'Изменить объявление');
  await expect(editDialog.getByLabel('Текст объявления')).toHaveValue(text);
  await editDialog.getByLabel('Текст объявления').fill(edited);
  await editDialog.getByLabel('Город').fill(newCity);
  await editDialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(editDialog).toBeHidden();
  await visitor.reload();
  await expect(cityCard(visitor, newCity).getByText(edited, { exact: true })).toBeVisible();
  await expect(cityCard(visitor, city)).toHaveCount(0);

  // Search finds it; scheduled a month ahead, it leaves the home page and is marked in the table.
  await page.getByLabel('Поиск по тексту или городу').fill(newCity);
  await expect(page).toHaveURL(new RegExp(`text=${encodeURIComponent(newCity)}`));
  await expect(page.getByRole('row').filter({ hasText: edited })).toBeVisible();
  await page.getByRole('button', { name: `Изменить объявление «${edited}»`, exact: true }).click();
  await editDialog.getByLabel('Дата публикации').fill(usDate(31));
  await editDialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: edited }).getByText('Запланировано', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Доска объявлений' })).toBeVisible();
  await expect(visitor.getByText(edited, { exact: true })).toHaveCount(0);

  // The category is in use: deleting it is refused with how many announcements use it.
  await page.getByRole('link', { name: 'Категории', exact: true }).click();
  await page.getByRole('button', { name: `Удалить категорию ${category}`, exact: true }).click();
  await confirmDelete(page, 'Удалить категорию?');
  await expect(page.getByText('Удалить нельзя, пока есть связанные записи: 1 объявление', { exact: false })).toBeVisible();
  await expect(categoryRow).toBeVisible();

  // Delete the announcement, then the category.
  await page.getByRole('link', { name: 'Объявления', exact: true }).click();
  await page.getByLabel('Поиск по тексту или городу').fill(newCity);
  await page.getByRole('button', { name: `Удалить объявление «${edited}»`, exact: true }).click();
  await confirmDelete(page, 'Удалить объявление?');
  await expect(page.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
  await page.getByRole('link', { name: 'Категории', exact: true }).click();
  await page.getByRole('button', { name: `Удалить категорию ${category}`, exact: true }).click();
  await confirmDelete(page, 'Удалить категорию?');
  await expect(page.getByRole('row').filter({ hasText: category })).toHaveCount(0);
});
