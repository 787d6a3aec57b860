/**
 * Catalogue: the admin manages categories, shop sites, company logos and promo products; a visitor
 * sees every change on /catalog and /markets without reloading anything by hand.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, headerAction, pngFile, signIn, test } from '../fixtures';

/** The open dialog with this title. */
function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** Chooses an option of a Mantine Select inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  // Not exact: a required field's label ends with an asterisk.
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the page's lists have arrived (no loading placeholders left). */
async function loaded(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]'), 'the lists are still loading').toHaveCount(0);
}

/** Clicks Удалить in the confirmation and waits until it is gone. */
async function confirmDelete(page: Page, title: string) {
  const confirm = dialog(page, title);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** No visible element shows `text`. */
async function expectNoText(page: Page, text: string, { exact = false } = {}) {
  await expect(page.getByText(text, { exact }).filter({ visible: true }), `"${text}" is still visible`).toHaveCount(0);
}

test('catalog: admin creates, edits and deletes a category, a site, a logo and a product; visitors see each change', async ({
  page,
  admin,
  newPage,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(3).toString('hex');
  const category = `Гаджеты ${suffix}`;
  const site = `Магазин ${suffix}`;
  const siteRenamed = `Супермаркет ${suffix}`;
  const logoHost = `brand-${suffix}.example.com`;
  const product = `Наушники ${suffix}`;
  const productRenamed = `Беспроводные наушники ${suffix}`;

  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/catalog');

  // A category, from the panel beside the sites.
  await page.getByRole('button', { name: 'Добавить категорию', exact: true }).first().click();
  const categoryDialog = dialog(page, 'Новая категория');
  await categoryDialog.getByLabel('Название категории').fill(category);
  await categoryDialog.getByRole('button', { name: 'Добавить категорию', exact: true }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Категории' }).getByText(category, { exact: true })).toBeVisible();

  // The same name again: the server refuses, the dialog stays open with the message and the text.
  await page.getByRole('button', { name: 'Добавить категорию', exact: true }).first().click();
  await categoryDialog.getByLabel('Название категории').fill(category.toUpperCase());
  await categoryDialog.getByRole('button', { name: 'Добавить категорию', exact: true }).click();
  await expect(categoryDialog.getByText('Категория с таким названием уже существует', { exact: true })).toBeVisible();
  await expect(categoryDialog.getByLabel('Название категории'), 'the typed name stays').toHaveValue(category.toUpperCase());
  await categoryDialog.getByRole('button', { name: 'Отмена', exact: true }).click();
  await expect(categoryDialog).toBeHidden();

  // A site with a logo, through the header's 'Добавить сайт'.
  await headerAction(page, 'Добавить сайт').click();
  const siteDialog = dialog(page, 'Добавить сайт');
  await siteDialog.getByLabel('Название сайта').fill(site);
  await siteDialog.getByLabel('Ссылка на сайт').fill(`https://shop-${suffix}.example.com/`);
  await choose(page, siteDialog, 'Категория', category);
  await choose(page, siteDialog, 'Страна', 'США (Чикаго)');
  await expect(page.getByText('Формат PNG, JPEG, JPG | Максимальный размер файла 5 МБ | 512x512').first()).toBeVisible();
  await siteDialog.getByLabel('Логотип').setInputFiles(pngFile('logo.png'));
  await expect(siteDialog.getByRole('img', { name: 'Предпросмотр: logo.png' })).toBeVisible();
  await siteDialog.getByLabel('Комментарий').fill('Гаджеты и электроника со скидками.');
  await siteDialog.getByRole('button', { name: 'Добавить сайт', exact: true }).click();
  await expect(siteDialog).toBeHidden();
  const card = page.getByRole('article', { name: site });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: site })).toBeVisible();

  // Rename it: the edit dialog shows the current values and logo.
  await page.getByRole('button', { name: `Изменить сайт ${site}`, exact: true }).click();
  const editSite = dialog(page, 'Изменить сайт');
  await expect(editSite.getByRole('img', { name: 'Текущее изображение' })).toBeVisible();
  const nameInput = editSite.getByLabel('Название сайта');
  await expect(nameInput, 'the edit dialog starts with the saved name').toHaveValue(site);
  await nameInput.fill(siteRenamed);
  await editSite.getByLabel('Логотип').setInputFiles(pngFile('new-logo.png'));
  await expect(editSite.getByRole('img', { name: 'Предпросмотр: new-logo.png' })).toBeVisible();
  await editSite.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(editSite).toBeHidden();
  await expect(page.getByRole('article', { name: siteRenamed })).toBeVisible();
  await expectNoText(page, site, { exact: true });

  // A visitor finds it on /catalog, also through the category filter.
  const visitor = await newPage();
  await visitor.goto('/catalog');
  const visitorCard = visitor.getByRole('article', { name: siteRenamed });
  await expect(visitorCard).toBeVisible();
  const link = visitorCard.getByRole('link', { name: `Перейти на сайт ${siteRenamed} (откроется в новой вкладке)` });
  await expect(link, 'the site link').toHaveAttribute('href', `https://shop-${suffix}.example.com/`);
  await expect(link, 'the site opens in a new tab').toHaveAttribute('target', '_blank');
  await expect(link, 'the new tab gets no handle on the catalogue').toHaveAttribute('rel', 'noopener noreferrer');
  // Country chips carry their number of sites: "США" and a number.
  await expect(visitor.getByRole('radiogroup', { name: 'Страна' }).getByText(/^США\s*\d+$/)).toBeVisible();
  await visitor.getByRole('group', { name: 'Категория' }).getByText(category, { exact: true }).click();
  await expect(visitor, 'the category filter is in the address').toHaveURL(
    (url) => url.searchParams.getAll('category').length === 1,
  );
  await expect(visitor.getByText('Найден 1 сайт').first()).toBeVisible();
  await expect(visitorCard).toBeVisible();

  // The server's names follow the page's language, not the browser's (Russian here): a Kyrgyz
  // address names the countries in Kyrgyz, and a switch to English asks for them again in English.
  const reader = await newPage();
  await reader.goto('/ky/catalog');
  await expect(reader.getByText(/^АКШ\s*\d+$/)).toBeVisible();
  await reader.getByLabel('Язык · Тил · Language').selectOption('en');
  await expect(reader).toHaveURL(/\/en\/catalog/);
  await expect(reader.getByText(/^USA\s*\d+$/)).toBeVisible();
  await expect(reader.getByText(/^(США|АКШ)\s*\d+$/)).toHaveCount(0);

  // A company logo.
  await page.goto('/admin/catalog/companies');
  await headerAction(page, 'Добавить логотип').click();
  const logoDialog = dialog(page, 'Добавить логотип');
  await logoDialog.getByLabel('Ссылка на сайт').fill(`https://${logoHost}/`);
  await logoDialog.getByLabel('Файл логотипа').setInputFiles(pngFile('brand.png'));
  await logoDialog.getByRole('button', { name: 'Добавить логотип', exact: true }).click();
  await expect(logoDialog).toBeHidden();
  await expect(page.getByText(logoHost).first()).toBeVisible();

  // A promo product, then a new title for it.
  await page.goto('/admin/catalog/products');
  await headerAction(page, 'Создать товар').click();
  const productDialog = dialog(page, 'Создать товар');
  await productDialog.getByLabel('Название товара').fill(product);
  await productDialog.getByLabel('Ссылка').fill(`https://shop-${suffix}.example.com/headphones`);
  await productDialog.getByLabel('Изображение').setInputFiles(pngFile('headphones.png'));
  await productDialog.getByRole('button', { name: 'Создать товар', exact: true }).click();
  await expect(productDialog).toBeHidden();
  await expect(page.getByRole('article', { name: product })).toBeVisible();

  await page.getByRole('button', { name: `Изменить товар ${product}`, exact: true }).click();
  const editProduct = dialog(page, 'Изменить товар');
  await editProduct.getByLabel('Название товара').fill(productRenamed);
  await editProduct.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(editProduct).toBeHidden();
  await expect(page.getByRole('article', { name: productRenamed })).toBeVisible();

  // The visitor's /markets shows the product and the logo.
  await visitor.goto('/markets');
  const productCard = visitor.getByRole('article', { name: productRenamed });
  await expect(productCard).toBeVisible();
  await expect(
    productCard.getByRole('link', { name: `Перейти к товару «${productRenamed}» (откроется в новой вкладке)` }),
  ).toBeVisible();
  await expect(visitor.getByRole('img', { name: `Логотип ${logoHost}` })).toBeVisible();

  // Delete everything again, each after a confirmation.
  await page.goto('/admin/catalog');
  await page.getByRole('button', { name: `Удалить сайт ${siteRenamed}`, exact: true }).click();
  await confirmDelete(page, 'Удалить сайт?');
  await expect(page.getByRole('article', { name: siteRenamed })).toHaveCount(0);

  await page.getByRole('button', { name: `Удалить категорию ${category}`, exact: true }).click();
  await confirmDelete(page, 'Удалить категорию?');
  await expectNoText(page, category, { exact: true });

  await page.goto('/admin/catalog/companies');
  await page.getByRole('button', { name: `Удалить логотип ${logoHost}`, exact: true }).click();
  await confirmDelete(page, 'Удалить логотип?');
  await expectNoText(page, logoHost);

  await page.goto('/admin/catalog/products');
  await page.getByRole('button', { name: `Удалить товар ${productRenamed}`, exact: true }).click();
  await confirmDelete(page, 'Удалить товар?');
  await expect(page.getByRole('article', { name: productRenamed })).toHaveCount(0);

  // The visitor no longer sees any of them.
  await visitor.goto('/catalog');
  await loaded(visitor);
  await expectNoText(visitor, siteRenamed);
  await expectNoText(visitor, category);
  await visitor.goto('/markets');
  await loaded(visitor);
  await expectNoText(visitor, productRenamed);
  await expect(visitor.getByRole('img', { name: `Логотип ${logoHost}` }), 'the deleted logo is gone').toHaveCount(0);
});

test('catalog: an empty product form says every field is required and stays open', async ({ page, admin }) => {
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/catalog/products');
  await headerAction(page, 'Создать товар').click();
  const productDialog = dialog(page, 'Создать товар');
  await productDialog.getByRole('button', { name: 'Создать товар', exact: true }).click();
  await expect(productDialog.getByRole('alert').getByText('Все поля должны быть заполнены', { exact: true })).toBeVisible();
  await expect(productDialog, 'the dialog stays open').toBeVisible();

  // What was typed stays after the refusal; a bad link gets its own message.
  await productDialog.getByLabel('Название товара').fill('Кроссовки');
  await productDialog.getByLabel('Ссылка').fill('not a link');
  await productDialog.getByLabel('Изображение').setInputFiles(pngFile('shoes.png'));
  await productDialog.getByRole('button', { name: 'Создать товар', exact: true }).click();
  await expect(productDialog.getByText('Введите корректную ссылку', { exact: true })).toBeVisible();
  await expect(productDialog.getByLabel('Название товара'), 'the typed title stays').toHaveValue('Кроссовки');
  await expect(productDialog, 'the dialog stays open').toBeVisible();
});

test('catalog: the logo dialog asks for a file', async ({ page, admin }) => {
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/catalog/companies');
  await headerAction(page, 'Добавить логотип').click();
  const logoDialog = dialog(page, 'Добавить логотип');
  await logoDialog.getByLabel('Ссылка на сайт').fill('https://example.com/');
  await logoDialog.getByRole('button', { name: 'Добавить логотип', exact: true }).click();
  await expect(logoDialog.getByText('Пожалуйста, выберите файл логотипа.', { exact: true })).toBeVisible();
  await expect(logoDialog.getByLabel('Ссылка на сайт'), 'the typed link stays').toHaveValue('https://example.com/');
});
